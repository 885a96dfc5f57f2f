import { Button } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SheetOrderType } from '../../shared/orders/order-price';

const TYPES: SheetOrderType[] = ['MARKET', 'LIMIT', 'STOP'];

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Market, limit or stop: one pressed at a time. */
export function OrderTypeSwitch({
  value,
  onChange,
}: {
  value: SheetOrderType;
  onChange: (type: SheetOrderType) => void;
}) {
  const intl = useIntl();
  return (
    <Row role="group" aria-label={intl.formatMessage({ id: 'orders.type' })}>
      {TYPES.map((type) => (
        <Button
          key={type}
          $variant={type === value ? 'primary' : 'default'}
          aria-pressed={type === value}
          onClick={() => onChange(type)}
        >
          {intl.formatMessage({ id: `orders.type.${type}` })}
        </Button>
      ))}
    </Row>
  );
}
