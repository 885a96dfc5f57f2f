import type {
  CurrencyCode,
  Language,
  QuantOrder,
  QuantOrderStatus,
  QuantProduct,
} from '@trading/contract';
import { inLanguage } from '../content/translations';
import { moneyText } from '../offerings/money-text';
import type { QuantOrderRow, QuantProductRow } from './quant-repository';

/** A product as offered, its description in the caller's language where it has one. */
export function quantProductView(row: QuantProductRow, language: Language): QuantProduct {
  return {
    id: row.id,
    name: row.name,
    managerName: row.managerName,
    minBuyAmount: moneyText(row.minBuyAmount),
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    lockDay: row.lockDay,
    totalAmount: moneyText(row.totalAmount),
    estimateProfitRate: moneyText(row.estimateProfitRate),
    maxEstimateProfitRate: moneyText(row.maxEstimateProfitRate),
    productDesc: inLanguage(row, row.translations, language).productDesc,
    currencyType: row.currencyType as CurrencyCode,
  };
}

export function quantOrderView(row: QuantOrderRow): QuantOrder {
  return {
    id: row.id,
    productName: row.productName,
    productManagerName: row.productManagerName,
    status: row.status as QuantOrderStatus,
    createTime: row.createdAt.getTime(),
    lockDay: row.lockDay,
    lockEndTime: row.lockEndTime.getTime(),
    applyAmount: moneyText(row.applyAmount),
    profitAmount: moneyText(row.profitAmount),
    rates: [moneyText(row.estimateProfitRate), moneyText(row.maxEstimateProfitRate)],
    currencyType: row.currencyType as CurrencyCode,
  };
}
