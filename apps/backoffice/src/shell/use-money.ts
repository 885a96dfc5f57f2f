import { formatMoney } from '@trading/ui-kit';
import { useConsoleTenant } from '../tenant/tenant-context';

/** Money in the tenant's sign, or in USDT for USDT transfers. */
export function useMoney(): (amount: string, currency: string) => string {
  const tenant = useConsoleTenant();
  return (amount, currency) =>
    currency === 'USDT'
      ? formatMoney(amount, { suffix: ' USDT' })
      : formatMoney(amount, { sign: tenant.currencySign });
}
