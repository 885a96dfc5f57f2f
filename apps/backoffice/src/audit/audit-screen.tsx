import type { AuditEntry } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { Actions } from '../shell/form-look';
import { fieldLook } from '../shell/field-look';
import { HeaderRow } from '../shell/header-row';
import { LIVE_QUEUE } from '../shell/live-queue';
import { ScreenPage } from '../shell/screen-page';
import { ServerError } from '../shell/server-error';
import { auditFilterOf, NO_FILTER, type FilterValues } from './audit-filters';
import { fieldChanges } from './changes';
import { downloadFile } from './download-file';

const PAGE_SIZE = 50;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11em, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 1100px;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.sizeSm}px;
  }
  input {
    ${fieldLook}
    width: 100%;
    /* A date and time field's own width would push the row past its column at 1024 px. */
    min-width: 0;
    box-sizing: border-box;
  }
`;

const Table = styled.table`
  width: 100%;
  max-width: 1280px;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/** A change's fields one per line: the name, the old value struck through, the new one. */
const Changes = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px ${({ theme }) => theme.space.sm}px;
  max-width: 560px;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  del {
    color: ${({ theme }) => theme.color.danger};
  }
`;

function ChangeList({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <Changes>
      {changes.map(({ field, before, after }) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{field}</dt>
          <dd>
            {before && <del>{before}</del>}
            {before && after && ' → '}
            {after && <ins style={{ textDecoration: 'none' }}>{after}</ins>}
          </dd>
        </div>
      ))}
    </Changes>
  );
}

function FilterForm({ onApply }: { onApply: (values: FilterValues) => void }) {
  const [values, setValues] = useState(NO_FILTER);
  const field = (name: keyof FilterValues, type = 'text') => (
    <label>
      <FormattedMessage id={`audit.filter.${name}`} />
      <input
        type={type}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </label>
  );
  return (
    <Filters
      aria-label="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(values);
      }}
    >
      {field('actor')}
      {field('action')}
      {field('subjectType')}
      {field('subjectId')}
      {field('from', 'datetime-local')}
      {field('to', 'datetime-local')}
      <Actions>
        <Button type="submit" $variant="primary">
          <FormattedMessage id="audit.filter.apply" />
        </Button>
        <Button
          type="button"
          $variant="default"
          onClick={() => {
            setValues(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          <FormattedMessage id="audit.filter.clear" />
        </Button>
      </Actions>
    </Filters>
  );
}

/**
 * Every back-office action of the tenant, newest first: who and from where, what, on which
 * subject, and the fields it changed. Filters narrow it; pages follow the server's cursor (the
 * first page stays live); the CSV holds every row the filters keep.
 */
export function AuditScreen() {
  const intl = useIntl();
  const [filter, setFilter] = useState(() => auditFilterOf(NO_FILTER));
  // The cursors of the pages before this one: going back pops one.
  const [cursors, setCursors] = useState<number[]>([]);
  const cursor = cursors.at(-1);
  const { data, error } = consoleApi.useAuditQuery(
    { ...filter, limit: PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) },
    cursor === undefined ? LIVE_QUEUE : {},
  );
  const [exportCsv, exported] = consoleApi.useAuditExportMutation();
  const download = async () => {
    const answer = await exportCsv(filter);
    if (answer.data) downloadFile(answer.data.fileName, answer.data.csv, 'text/csv;charset=utf-8');
  };
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="audit.title" />
      </h1>
      <FilterForm
        onApply={(values) => {
          setFilter(auditFilterOf(values));
          setCursors([]);
        }}
      />
      <Actions>
        <Button $variant="default" disabled={exported.isLoading} onClick={download}>
          <FormattedMessage id="audit.download" />
        </Button>
        {exported.data && (
          <span role="status">
            <FormattedMessage id="audit.downloaded" values={{ rows: exported.data.rows }} />
          </span>
        )}
      </Actions>
      <ServerError error={exported.error} />
      <ServerError error={error} />
      <Table>
        <thead>
          <HeaderRow
            ids={['audit.time', 'audit.by', 'audit.action', 'audit.target', 'audit.changes']}
          />
        </thead>
        <tbody>
          {data?.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                {intl.formatDate(entry.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
              </td>
              <td>
                {entry.operatorName}
                <small>
                  {entry.channel}
                  {entry.address && ` · ${entry.address}`}
                </small>
              </td>
              <td>{entry.action}</td>
              <td>
                {entry.targetType} #{entry.targetId}
              </td>
              <td>
                <ChangeList entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data?.entries.length === 0 && <FormattedMessage id="audit.empty" />}
      <Actions>
        <Button
          $variant="default"
          disabled={cursors.length === 0}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          <FormattedMessage id="audit.newer" />
        </Button>
        <Button
          $variant="default"
          disabled={!data?.nextCursor}
          onClick={() => data?.nextCursor && setCursors((c) => [...c, data.nextCursor!])}
        >
          <FormattedMessage id="audit.older" />
        </Button>
      </Actions>
    </ScreenPage>
  );
}
