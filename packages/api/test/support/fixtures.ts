import type { ResponseOf } from '@trading/contract';

/** Payloads that satisfy the contract (tests run with response validation on). */
export const tenantConfig: ResponseOf<'tenantConfig'> = {
  title: 'Naira Markets',
  favicon: '/static/tenants/ngn/favicon.svg',
  logo: '/static/tenants/ngn/logo.svg',
  defaultCurrency: 'NGN',
  defaultTheme: 3,
  defaultSign: '₦',
  signMap: { NGN: '₦', USD: '$' },
  defaultMarket: 'NSENG',
  defaultMarketTitle: 'Nigeria',
  usMarketShow: true,
  landingPageUrl: null,
  marketBuyModel: 1,
  defaultLanguage: 'pt',
  languages: ['en', 'pt'],
  customerService: null,
  showIndexTab: true,
};

export const order: ResponseOf<'buy'> = {
  id: 1,
  stockId: 7,
  side: 'BUY',
  type: 'MARKET',
  stockName: 'Access Holdings Plc',
  stockExchange: 'NSENG',
  stockSymbol: 'ACCESSCORP',
  createdTime: 1_700_000_000_000,
  price: '47.21',
  currentPrice: '47.21',
  amount: 10,
  fee: '0.50',
  currencyType: 'NGN',
};

export function newsItem(id: number) {
  return {
    id,
    title: `News ${id}`,
    source: 'Desk',
    pubDate: 1_700_000_000_000 + id,
    imageUrl: null,
  };
}

/** A page of `total` news items, as the server cuts it. */
export function newsPage(total: number, pageNum: number, pageSize: number, firstId = 1) {
  const all = Array.from({ length: total }, (_, i) => newsItem(firstId + i));
  const records = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return { records, pageNum, pageSize, total };
}
