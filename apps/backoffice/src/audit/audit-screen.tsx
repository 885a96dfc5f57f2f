import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ScreenPage } from '../shell/screen-page';
import { consoleApi } from '../api/console-api';
import { LIVE_QUEUE } from '../shell/live-queue';
import { HeaderRow } from '../shell/header-row';

const Table = styled.table`
  width: 100%;
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
  code {
    display: block;
    max-width: 360px;
    max-height: 96px;
    overflow: auto;
    white-space: pre-wrap;
    word-break: break-all;
    font-size: ${({ theme }) => theme.font.sizeXs}px;
  }
`;

/** A record's state as the audit stored it, in the fields a reviewer reads first. */
function snapshot(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const { status, amount, name, reviewNote, firstApprovedBy } = value as Record<string, unknown>;
  return JSON.stringify({ status, amount, name, reviewNote, firstApprovedBy }, null, 1)
    .replace(/[{}"]/g, '')
    .trim();
}

/** Every back-office action of the tenant, newest first: who, what, on what, before and after. */
export function AuditScreen() {
  const intl = useIntl();
  const { data } = consoleApi.useAuditQuery({ limit: 100 }, LIVE_QUEUE);
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="audit.title" />
      </h1>
      <Table>
        <thead>
          <HeaderRow
            ids={[
              'audit.time',
              'audit.by',
              'audit.action',
              'audit.target',
              'audit.before',
              'audit.after',
            ]}
          />
        </thead>
        <tbody>
          {data?.map((entry) => (
            <tr key={entry.id}>
              <td>
                {intl.formatDate(entry.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
              </td>
              <td>{entry.operatorName}</td>
              <td>{entry.action}</td>
              <td>
                {entry.targetType} #{entry.targetId}
              </td>
              <td>
                <code>{snapshot(entry.before)}</code>
              </td>
              <td>
                <code>{snapshot(entry.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data?.length === 0 && <FormattedMessage id="audit.empty" />}
    </ScreenPage>
  );
}
