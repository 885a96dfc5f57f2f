import { Button } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Actions } from '../shell/form-look';
import { moveEntry, removeEntry } from './list-order';

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  > li {
    padding: ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  /* The entry's name above its fields, its buttons under them. */
  > li > :first-child,
  > li > :last-child {
    grid-column: 1 / -1;
  }
`;

/**
 * A list shown in its order (the carousel, the quick-access row): each entry's fields, then
 * its move and remove buttons. `entry` draws one entry's fields; changes go to `onChange` as
 * the whole new list, saved together later.
 */
export function OrderedList<Row>(props: {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** Message id naming one entry with its place: "Banner {n}". */
  entryName: string;
  entry: (row: Row, set: (row: Row) => void, index: number) => ReactNode;
}) {
  const intl = useIntl();
  const { rows, onChange } = props;
  return (
    <Entries>
      {rows.map((row, index) => {
        const name = intl.formatMessage({ id: props.entryName }, { n: index + 1 });
        const set = (changed: Row) => onChange(rows.map((r, i) => (i === index ? changed : r)));
        return (
          // Entries have no id of their own until saved; the place is what the operator sees.
          <li key={index} aria-label={name}>
            <strong>{name}</strong>
            {props.entry(row, set, index)}
            <Actions>
              <Button
                type="button"
                $variant="default"
                disabled={index === 0}
                aria-label={intl.formatMessage({ id: 'content.list.upNamed' }, { name })}
                onClick={() => onChange(moveEntry(rows, index, -1))}
              >
                <FormattedMessage id="content.list.up" />
              </Button>
              <Button
                type="button"
                $variant="default"
                disabled={index === rows.length - 1}
                aria-label={intl.formatMessage({ id: 'content.list.downNamed' }, { name })}
                onClick={() => onChange(moveEntry(rows, index, 1))}
              >
                <FormattedMessage id="content.list.down" />
              </Button>
              <Button
                type="button"
                $variant="danger"
                aria-label={intl.formatMessage({ id: 'content.list.removeNamed' }, { name })}
                onClick={() => onChange(removeEntry(rows, index))}
              >
                <FormattedMessage id="content.list.remove" />
              </Button>
            </Actions>
          </li>
        );
      })}
    </Entries>
  );
}
