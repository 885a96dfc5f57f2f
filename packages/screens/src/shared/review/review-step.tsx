import { Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CostSummary, type SummaryRow } from '../forms/cost-summary';
import { FieldError } from '../forms/text-field';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
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
  rows: readonly SummaryRow[];
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
      <CostSummary rows={rows} />
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
