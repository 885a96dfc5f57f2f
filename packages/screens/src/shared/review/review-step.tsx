import { Button } from '@trading/ui-kit';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from '../forms/text-field';

/** One figure of a review: its label's message id and the value as shown. */
export interface ReviewRow {
  label: string;
  value: string;
  /** The row the eye goes to first (the total). */
  strong?: boolean;
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & dd[data-strong] {
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * The last look before money moves: every figure the server will book (quantity, price,
 * total, fee, balance after), each an <output> named by its label. Confirm is offered only
 * when the balance after stays at or above zero; Back returns to the form unchanged.
 */
export function ReviewStep({
  rows,
  shortfall,
  notice,
  busy,
  confirmId = 'ui.confirm',
  onBack,
  onConfirm,
}: {
  rows: readonly ReviewRow[];
  /** True when the balance after would be negative: the confirm is then disabled. */
  shortfall: boolean;
  /** A message id said above the buttons that does not hold the confirm back. */
  notice?: string;
  busy: boolean;
  confirmId?: string;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <Column role="group" aria-label={intl.formatMessage({ id: 'review.title' })}>
      <Heading>
        <FormattedMessage id="review.title" />
      </Heading>
      <Figures>
        {rows.map(({ label, value, strong }) => {
          const name = intl.formatMessage({ id: label });
          return (
            <Fragment key={label}>
              <dt>{name}</dt>
              <dd data-strong={strong ? '' : undefined}>
                <output aria-label={name}>{value}</output>
              </dd>
            </Fragment>
          );
        })}
      </Figures>
      {shortfall && (
        <FieldError role="alert">
          <FormattedMessage id="review.shortfall" />
        </FieldError>
      )}
      {notice && (
        <p role="status">
          <FormattedMessage id={notice} />
        </p>
      )}
      <Actions>
        <Button $block onClick={onBack} disabled={busy}>
          <FormattedMessage id="ui.back" />
        </Button>
        <Button $variant="primary" $block disabled={busy || shortfall} onClick={onConfirm}>
          <FormattedMessage id={confirmId} />
        </Button>
      </Actions>
    </Column>
  );
}
