import { isPriceAlertKind, type AlertCreateRequest } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { alertMet, type AlertQuote } from './alert-rule';

/**
 * An alert the last quote already meets would go off at the next check, telling the user
 * nothing they did not know when they set it: it is refused, with the price it is at.
 */
export function refuseIfMet(request: AlertCreateRequest, quote: AlertQuote): void {
  if (alertMet(request.kind, request.value, quote) === null) return;
  throw new ApiError(
    'ALERT_ALREADY_MET',
    isPriceAlertKind(request.kind)
      ? localized('alert.alreadyMet.price', { price: quote.price.toFixed(2) })
      : localized('alert.alreadyMet.change', { change: quote.percentChange.toFixed(2) }),
  );
}
