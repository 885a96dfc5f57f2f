import { Button } from '@trading/ui-kit';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorText } from '../shell/error-text';
import { Notice } from '../shell/notice';
import { Actions } from '../shell/form-look';
import { ListForm } from './content-look';
import type { Checked } from '../shell/field-errors';
import { OrderedList } from './ordered-list';
import { ServerError } from '../shell/server-error';

/**
 * Banners and tiles alike: the saved list until the operator changes it, then their version,
 * checked by the save call's schema and sent whole with one Save.
 */
export function ListEditor<Row, Body>(props: {
  saved: readonly Row[] | undefined;
  blank: Row;
  max: number;
  /** Message ids: one entry with its place ("Banner {n}"), and the add button. */
  entryName: string;
  addLabel: string;
  entry: (
    row: Row,
    set: (row: Row) => void,
    errors: (field: string) => string | undefined,
  ) => ReactNode;
  check: (rows: readonly Row[]) => Checked<Body>;
  save: (body: Body) => Promise<{ data?: { count: number }; error?: unknown }>;
  saving: boolean;
  saveError: Parameters<typeof ServerError>[0]['error'];
}) {
  const [edited, setEdited] = useState<Row[] | null>(null);

  const [count, setCount] = useState<number | null>(null);
  const rows = edited ?? props.saved ?? [];
  // Once a save was refused, the complaints follow the list: they move with their entry.
  const [refused, setRefused] = useState(false);
  const checked = props.check(rows);
  const errors = refused && 'errors' in checked ? checked.errors : {};
  const change = (next: Row[]) => {
    setEdited(next);
    setCount(null);
  };
  return (
    <ListForm
      onSubmit={async (e) => {
        e.preventDefault();
        if ('errors' in checked) return setRefused(true);
        const answer = await props.save(checked.body);
        if (answer.data) setCount(answer.data.count);
      }}
    >
      <OrderedList
        rows={rows}
        onChange={change}
        entryName={props.entryName}
        entry={(row, set, index) => props.entry(row, set, (field) => errors[`${index}.${field}`])}
      />
      {errors[''] && <ErrorText role="alert">{errors['']}</ErrorText>}
      <Actions>
        <Button
          type="button"
          $variant="default"
          disabled={rows.length >= props.max}
          onClick={() => change([...rows, props.blank])}
        >
          <FormattedMessage id={props.addLabel} />
        </Button>
        <Button
          type="submit"
          $variant="primary"
          disabled={props.saving || props.saved === undefined}
        >
          <FormattedMessage id="content.save" />
        </Button>
        {count !== null && (
          <Notice role="status">
            <FormattedMessage id="content.list.saved" values={{ count }} />
          </Notice>
        )}
        <ServerError error={props.saveError} />
      </Actions>
    </ListForm>
  );
}
