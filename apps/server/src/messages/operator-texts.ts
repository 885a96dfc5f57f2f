/**
 * The back office's texts that stay English in every language, as operators have always read
 * them. Each catalogue spreads them in; `operator.notApplying` is the one translated.
 */
export const operatorTexts = {
  'operator.centsOnly': '{field} can have at most 2 decimals',
  'operator.endBeforeStart': 'endTime must be after startTime',
  'operator.endInPast': 'endTime must be in the future; close the offer to end it now',
  'operator.startInPast': 'startTime must not be in the past',
  'operator.offerEnded': 'This offer has ended; publish a new one',
  'operator.offerOpened': 'This offer is open: its startTime stays as investors saw it',
  'operator.discountRate': 'discountRate must be a discount: between -100 and 0, both excluded',
  'operator.profitRates': 'rates must satisfy 0 ≤ estimateProfitRate ≤ maxEstimateProfitRate',
  'operator.sharesWhole': 'shares must be a whole number, 0 or more',
  'operator.sharesMultiple': 'shares must be a multiple of {unit}',
  'operator.sharesAtMost': 'at most {shares} shares were applied for',
  'operator.nothingToAllot':
    'No application of this offer that named a quantity is waiting for an allotment',
  'operator.allotTooFew':
    '{available} shares cannot fill one unit of any application: enter more, or decide them one by one',
  'operator.passwordBreached':
    'password is one of the passwords most often leaked in breaches: choose another',
  'operator.notOnYourself': 'Another admin must change your own account',
  'operator.depositRange': 'maxDeposit must not be below minDeposit',
  'operator.auditExportTooLarge':
    'More than {max} rows match: narrow the time range or the filters, then export again',
  'operator.thresholdCurrencies': 'a threshold is needed for each of {currencies}, and only those',
} as const;
