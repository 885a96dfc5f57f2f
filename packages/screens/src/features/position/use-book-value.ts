import { usePortfolioSummaryQuery } from '@trading/api';
import type { CurrencyCode } from '@trading/contract';

/**
 * The market value of the summary's book in this currency (undefined until it arrives). Each
 * row selects only this string, so a refreshed summary re-renders the rows whose total changed.
 */
export function useBookValue(currency: CurrencyCode): string | undefined {
  const { bookValue } = usePortfolioSummaryQuery(undefined, {
    selectFromResult: ({ data }) => ({
      bookValue: data?.books.find((book) => book.currencyType === currency)?.marketValue,
    }),
  });
  return bookValue;
}
