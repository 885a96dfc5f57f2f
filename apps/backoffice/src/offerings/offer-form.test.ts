import { operatorEndpoints } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { OFFER_CALLS, OFFER_FIELDS, OFFER_KINDS, offerRequest } from './offer-form';

const OPENS = Date.UTC(2026, 11, 1, 9);
const CLOSES = Date.UTC(2026, 11, 5, 17);

describe('offerRequest', () => {
  it('sends a placement through the IPO call with its kind, times as epoch ms and no empty optional', () => {
    const checked = offerRequest('PLACEMENT', {
      stockId: '1001',
      price: '12.50',
      ipoUnit: '100',
      fixedAmount: ' ',
      amountOpen: 'true',
      startTime: String(OPENS),
      endTime: String(CLOSES),
    });
    expect(checked).toEqual({
      call: 'offeringsCreateIpo',
      body: {
        kind: 'PLACEMENT',
        stockId: '1001',
        price: '12.50',
        ipoUnit: '100',
        amountOpen: 'true',
        startTime: OPENS,
        endTime: CLOSES,
      },
    });
  });

  it("names each field the contract refuses, in the contract's words", () => {
    const checked = offerRequest('BLOCK_TRADE', { stockId: '1001', price: '0', discountRate: '' });
    expect(checked).not.toHaveProperty('call');
    const { errors } = checked as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['discountRate', 'price']);
    expect(errors.price).toBe('must be greater than 0');
  });

  it('sends a block trade, a snap-up and a quantitative product through their own calls, without a kind', () => {
    const window = { startTime: String(OPENS), endTime: String(CLOSES) };
    const snapUp = offerRequest('SNAP_UP', { stockId: '1001', price: '9.1', ...window });
    expect(snapUp).toMatchObject({ call: 'offeringsCreateSnapUp' });
    expect(snapUp).not.toHaveProperty('body.kind');
    const fund = offerRequest('QUANT_PRODUCT', {
      name: 'Steady Income',
      managerName: 'Desk A',
      minBuyAmount: '1000',
      totalAmount: '1000000',
      lockDay: '30',
      estimateProfitRate: '4.5',
      maxEstimateProfitRate: '6',
      ...window,
    });
    expect(fund).toMatchObject({ call: 'offeringsCreateQuantProduct' });
  });

  it("asks for every field of each kind's call (a product's currency is the tenant's)", () => {
    const leftToServer = new Set(['kind', 'currencyType']);
    for (const kind of OFFER_KINDS) {
      const shape = Object.keys(operatorEndpoints[OFFER_CALLS[kind]].request.shape);
      expect(OFFER_FIELDS[kind].map((f) => f.name).sort()).toEqual(
        shape.filter((name) => !leftToServer.has(name)).sort(),
      );
    }
  });
});
