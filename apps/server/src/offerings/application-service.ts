import type {
  CurrencyCode,
  FundingResult,
  IpoApplication,
  MarketBuyModel,
} from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { fromUnits, hasAtMostDecimals, timesInt, toUnits } from '../ledger/decimal';
import { post } from '../ledger/post';
import type { Tenant } from '../tenants/tenant-registry';
import { tradeFee } from '../trading/fee-schedule';
import { creditPosition } from '../trading/position-repository';
import { findApplication, insertApplication, updateApplication } from './application-repository';
import { findIpoOffering, type IpoKind } from './ipo-offering-repository';
import { sharesPerUnit } from './lot-rules';
import { amountOwed } from './offer-pricing';
import { findSnapUp } from './snap-up-repository';
import { applicationView } from './views';
import { localized } from '../messages/catalogue';

function assertOpen(startTime: Date, endTime: Date, now: Date): void {
  if (now < startTime || now > endTime) throw new ApiError('OFFER_NOT_OPEN');
}

/**
 * The quantity an application records, in units: a fixed-amount placement forces its
 * quantity, an offer with amountOpen false takes none (the operator decides the
 * allotment), otherwise the user's quantity, which must be above 0.
 */
function appliedUnits(
  offer: { fixedAmount: number | null; amountOpen: boolean },
  amount: number,
): number {
  if (offer.fixedAmount !== null) return offer.fixedAmount;
  if (!offer.amountOpen) return 0;
  if (amount <= 0) throw new ApiError('VALIDATION', localized('offering.quantityRequired'));
  return amount;
}

/** Applies for an IPO, placement or block placement. Nothing is paid until an allotment is funded. */
export async function applyForIpo(
  db: Db,
  req: {
    tenant: Tenant;
    userId: number;
    kind: IpoKind;
    offeringId: number;
    amount: number;
    now: Date;
  },
): Promise<IpoApplication> {
  const offer = await findIpoOffering(db, req.tenant.id, req.kind, req.offeringId);
  if (!offer) throw new ApiError('NOT_FOUND');
  assertOpen(offer.startTime, offer.endTime, req.now);
  const row = await insertApplication(db, {
    tenantId: req.tenant.id,
    userId: req.userId,
    kind: req.kind,
    ipoOfferingId: offer.id,
    instrumentId: offer.instrumentId,
    price: offer.price,
    currencyType: offer.currencyType,
    unit: sharesPerUnit(req.tenant.config.marketBuyModel as MarketBuyModel, offer.ipoUnit),
    applyUnit: appliedUnits(offer, req.amount),
  });
  return applicationView(row);
}

/** A snap-up application: shares at the offer's price, only inside its window, then allotted and funded like an IPO. */
export async function applyForSnapUp(
  db: Db,
  req: { tenant: Tenant; userId: number; snapUpId: number; amount: number; now: Date },
): Promise<IpoApplication> {
  const offer = await findSnapUp(db, req.tenant.id, req.snapUpId);
  if (!offer) throw new ApiError('NOT_FOUND');
  assertOpen(offer.startTime, offer.endTime, req.now);
  const row = await insertApplication(db, {
    tenantId: req.tenant.id,
    userId: req.userId,
    kind: 'SNAP_UP',
    snapUpId: offer.id,
    instrumentId: offer.instrumentId,
    price: offer.price,
    currencyType: offer.currencyType,
    unit: 1,
    applyUnit: req.amount,
  });
  return applicationView(row);
}

/**
 * Pays towards an allotment: at most what is still owed (obtainNum × price − funding),
 * plus the trading fee on it, as FUNDING and FUNDING_FEE. The payment that completes it
 * moves the application to FINISH and the allotted shares into the user's position at
 * the subscription price. The row lock serialises concurrent payments.
 */
export async function fundApplication(
  db: Db,
  req: { tenantId: string; userId: number; applicationId: number; amount: string },
): Promise<FundingResult> {
  const app = await findApplication(db, req.tenantId, req.applicationId, {
    userId: req.userId,
    lock: true,
  });
  if (!app) throw new ApiError('NOT_FOUND');
  if (app.status !== 'FUNDING')
    throw new ApiError('INVALID_STATE', localized('offering.notFunding'));
  const asked = toUnits(req.amount);
  if (!hasAtMostDecimals(asked, 2)) throw new ApiError('VALIDATION', localized('money.centsOnly'));
  const owed = amountOwed(app.obtainNum, app.price, app.funding);
  const pay = asked < owed ? asked : owed;
  const fee = tradeFee(pay);
  const what = `Funding ${app.kind} ${app.stockSymbol}: ${fromUnits(pay)}`;
  const ref = { refType: 'APPLICATION', refId: app.id };
  const currency = app.currencyType as CurrencyCode;
  await post(db, req.tenantId, req.userId, [
    {
      scene: 'FUNDING',
      description: what,
      ...ref,
      legs: [
        { account: USER_CASH, currency, amount: -pay },
        { account: HOUSE.offerings, currency, amount: pay },
      ],
    },
    {
      scene: 'FUNDING_FEE',
      description: `Fee: ${what}`,
      ...ref,
      legs: [
        { account: USER_CASH, currency, amount: -fee },
        { account: HOUSE.fees, currency, amount: fee },
      ],
    },
  ]);
  const funding = toUnits(app.funding) + pay;
  const done = pay === owed;
  await updateApplication(db, req.tenantId, app.id, {
    funding: fromUnits(funding, 8),
    ...(done ? { status: 'FINISH' } : {}),
  });
  if (done) {
    await creditPosition(db, {
      tenantId: req.tenantId,
      userId: req.userId,
      instrumentId: app.instrumentId,
      quantity: app.obtainNum,
      cost: timesInt(toUnits(app.price), app.obtainNum),
    });
  }
  return {
    ...applicationView((await findApplication(db, req.tenantId, app.id))!),
    paid: fromUnits(pay),
    fee: fromUnits(fee),
  };
}
