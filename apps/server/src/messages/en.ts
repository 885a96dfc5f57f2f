import { operatorTexts } from './operator-texts';
import { proposalTexts } from './proposal-texts';

/**
 * The server's texts in English. Its ids are the catalogue's: pt.ts and zh.ts must word
 * every one (the type and test/messages/catalogue.test.ts check it). `{name}` is filled in
 * by `message()`. The `error.*` ids are the contract's error keys (ERRORS[name].key).
 */
export const en = {
  // The default text of each error code.
  'error.sessionEnded': 'Please log in',
  'error.tokenExpired': 'Your session has expired, please log in again',
  'error.tokenRevoked': 'You have been logged out, please log in again',
  'error.validation': 'Invalid request',
  'error.notFound': 'Not found',
  'error.forbidden': 'Not allowed',
  'error.rateLimited': 'Too many requests, please try again later',
  'error.idempotencyConflict': 'This request was already sent with different content',
  'error.tenantUnauthorized': 'This domain is not authorized. Please contact support.',
  'error.wrongCredentials': 'Wrong username or password',
  'error.usernameTaken': 'This username is already taken',
  'error.busy': 'The server is busy, please try again in a moment',
  'error.insufficientBalance': 'Insufficient Balance',
  'error.authCodeIncorrect': 'Authorization code incorrect',
  'error.wrongOpPassword': 'Wrong withdrawal password',
  'error.kycRequired': 'Please complete real-name verification first',
  'error.notTradable': 'This instrument cannot be traded',
  'error.offerNotOpen': 'This offer is not open',
  'error.belowMinimum': 'The amount is below the minimum',
  'error.invalidState': 'This action is not allowed in the current state',
  'error.uploadQuota': 'Daily upload limit reached, please try again tomorrow',
  'error.secondFactorRequired': 'Enter the 6-digit code from your authenticator app to confirm',
  'error.secondFactorWrong': 'The code is not correct',
  'error.twoFactorEnrolmentRequired':
    'Set up two-factor sign-in first (Account → Two-factor sign-in)',
  'error.destinationCoolingOff': 'This withdrawal destination is new and cannot be used yet',
  'error.destinationNotSaved':
    'Withdrawals go only to a saved account or address; save it first under Bank accounts',
  'error.holderNameMismatch': 'The account must be in your own name, as verified in KYC',
  'error.bankCodeMismatch': 'This code does not belong to the chosen bank',
  'error.destinationDuplicate': 'This account or address is already saved',
  'error.resetLinkInvalid': 'This link has expired or was already used: ask for a new one',
  'error.claimedByOther': 'Another reviewer has this item open',
  'review.claimedBy': 'Being reviewed by {name}',
  'error.alertLimit': 'You already have 50 price alerts waiting; delete one to set another',
  'error.alertAlreadyMet': 'The price is already there: this alert would go off at once',
  'alert.alreadyMet.price':
    'The price is already {price}: this alert would go off at once. Choose a price it has not reached',
  'alert.alreadyMet.change':
    'The price is already {change}% on the day: this alert would go off at once. Choose a change it has not reached',
  'error.openOrderLimit':
    'You already have the most open orders allowed; cancel one to place another',
  'error.accountLocked': 'This account is locked. Please contact support.',
  'error.staffNotInvestor':
    'A staff login cannot hold money, trade or submit KYC; use your own investor account',
  'error.conflictOfInterest': 'This account is linked to you: another staff member must decide it',
  'error.alreadyDecided': 'Already decided by another reviewer',
  'review.alreadyDecided': 'Already decided by {name}',
  'error.orderNotOpen': 'This order has already ended and can no longer be changed',
  'error.priceOffTick': 'The price must be a multiple of the price step',
  'error.internal': 'Something went wrong, please try again later',
  'error.unavailable': 'The service is briefly unavailable, please try again in a moment',

  // The request itself.
  'request.tooLarge': 'The request is too large',
  'request.badJson': 'The request body is not valid JSON',
  'request.notJson': 'The request must be JSON or a query string',
  'request.notAnObject': 'The request body must be a JSON object',
  'request.notMultipart': 'The request must be multipart/form-data',
  'request.badMultipart': 'The multipart/form-data body is malformed',
  'request.notAvailable': 'This service is not available yet',
  'request.controlCharacter': '{field} contains a character that is not allowed',
  'request.badIdempotencyKey': 'Idempotency-Key must be 1-100 visible ASCII characters',

  // A field of the request.
  'field.required': '{field} is required',
  'field.invalid': '{field} is invalid: {reason}',

  // Why a field's value was refused: the {reason} of field.invalid (keys: the contract's formatMessageKey).
  'format.checkDigit': 'the check digit does not match, check the number for a typo',
  'format.pattern': 'must look like {example}',
  'format.nuban': 'must be a 10-digit NUBAN account number',
  'format.nin': 'must be an 11-digit NIN',
  'format.bvn': 'must be an 11-digit BVN',
  'format.pvc': "must be the 19-character VIN on the voter's card",
  'format.ifsc': 'must be an IFSC code: 4 letters, 0, then 6 letters or digits (HDFC0001234)',
  'format.in-account': 'must be 9 to 18 digits',
  'format.aadhaar': 'must be a 12-digit Aadhaar number',
  'format.cpf': 'must be an 11-digit CPF',
  'format.cpf-cnpj': 'must be a CPF (11 digits) or a CNPJ (14 digits)',
  'format.pix-key': 'must be a PIX key: CPF, CNPJ, e-mail, phone (+55…) or random key',
  'format.br-bank-code': 'must be the 3-digit bank code',
  'format.br-agency': 'must be a 4-digit agency, optionally with its digit (1234-5)',
  'format.br-account': 'must be the account number with its digit (12345-6)',
  'format.aba-routing': 'must be a 9-digit ABA routing number',
  'format.us-account': 'must be 4 to 17 digits',
  'format.ng-driving-licence':
    "must be a driver's licence number: 3 letters, 5 to 9 digits, then up to 4 letters or digits (ABC12345AA12)",
  'format.ng-passport': 'must be a passport number: a letter and 8 digits (A12345678)',
  'format.pan': 'must be a 10-character PAN: 5 letters, 4 digits, 1 letter (ABCPE1234F)',
  'format.ric': 'must be an 11-digit RIC (the CPF number printed on the identity card)',
  'format.cnh': 'must be an 11-digit CNH number',
  'format.ssn':
    'must be a 9-digit SSN (123-45-6789); areas 000, 666 and 900–999, group 00 and serial 0000 are never issued',
  'format.itin':
    'must be a 9-digit ITIN: 9XX, then 50–65, 70–88, 90–92 or 94–99, then 4 digits (912-70-1234)',
  'format.us-state-id': "must be a state ID or driver's license number: 4 to 16 letters or digits",
  'format.us-passport': 'must be a passport number: 9 digits, or a letter and 8 digits',
  'format.trc20-tx': 'must be a TRC20 transaction hash: 64 hexadecimal characters',
  'format.erc20-tx': 'must be an ERC20 transaction hash: 0x and 64 hexadecimal characters',
  'format.aadhaar.checkDigit':
    "the Aadhaar number's check digit does not match, check it for a typo",
  'format.cpf.checkDigit': "the CPF's check digits do not match, check it for a typo",
  'format.ric.checkDigit': "the RIC's check digits do not match, check it for a typo",
  'format.cnh.checkDigit': "the CNH's check digits do not match, check it for a typo",
  'format.markup': 'must not contain < or >',

  // Why a field was refused, for the contract's own limits and reasons (see issue-reason.ts).
  'reason.exactLength': 'must be exactly {count} characters',
  'reason.minLength': 'must be at least {count} characters',
  'reason.maxLength': 'must be at most {count} characters',
  'reason.minItems': 'needs at least {count}',
  'reason.maxItems': 'takes at most {count}',
  'reason.min': 'must be at least {count}',
  'reason.max': 'must be at most {count}',
  'reason.greaterThan': 'must be greater than {count}',
  'reason.lessThan': 'must be less than {count}',
  'reason.email': 'must be an email address',
  'reason.username': 'must be 3-20 letters, digits or underscores',
  'reason.phone': 'must be a phone number',
  'reason.totp': 'must be the 6-digit code',
  'reason.recoveryCode': 'must be a recovery code (xxxxx-xxxxx)',
  'reason.staffCode': 'must be 4-32 letters, digits or dashes',
  'reason.positive': 'must be greater than 0',
  'reason.notNegative': 'must not be negative',
  'reason.photo': 'Please upload a photo',
  'reason.positiveId': 'must be a positive id',
  'reason.url': 'must be a URL',
  'reason.giveReason': 'Give a reason',
  'reason.secondFactorOrPassword': 'give either secondFactor or password',
  'reason.afterFrom': 'must be after from',

  'identity.oldPasswordWrong': 'The old password is incorrect',
  'identity.passkeyRejected': 'This passkey could not be verified, please try again',
  'identity.noPasskey': 'You have no passkey on this account',

  'kyc.underReview': 'Your verification is under review or already approved',
  'kyc.badIdType': 'This ID type is not accepted',
  'kyc.bankCardRequired': 'Bank and card number are required',
  'kyc.taxIdRequired': '{document} is required to trade',
  'kyc.badTaxIdType': 'This type of {document} is not accepted',

  'portfolio.unknownBook': 'There is no {currency} account to chart here',
  'money.centsOnly': 'The amount can have at most 2 decimals',
  'money.badUsdtAddress':
    'The USDT address must be a TRC20 address (T…, 34 characters) or a checksummed ERC20 address (0x…, 42 characters); check it was copied exactly',
  'deposit.txHashUsed': '{field} is invalid: this transaction was already submitted for a deposit',
  'deposit.companyAccountUnknown':
    'This company account is no longer offered: open the deposit page again and pay into the account it shows',
  'deposit.usdtClosed': 'USDT deposits are not open',
  'deposit.receiptRequired': 'Please upload the transfer receipt',
  'deposit.detailRequired': 'Bank and account number are required',
  'deposit.amountRange': 'The amount is outside the deposit limits',
  'stepUp.passwordFirst': 'Confirm your password to continue',
  'stepUp.useSecondFactor': 'Confirm with your second factor instead of your password',
  'identity.passkeyTaken': 'This passkey is already registered',
  'throttle.retryAfter': 'Too many attempts. Try again in {minutes} min',
  'twoFactor.codeUsed': 'This code was already used, wait for the next one',
  'twoFactor.ticketExpired': 'The sign-in took too long, please enter your password again',
  'twoFactor.alreadyOn': 'Two-factor sign-in is already on',
  'reset.mailSubject': '{title}: reset your password',
  'reset.mailBody':
    'Someone asked to reset the password of the account {username}. To choose a new password, open this link within 30 minutes:\n\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.',
  'reset.doneSubject': '{title}: your password was changed',
  'reset.doneBody':
    'The password of the account {username} was reset with a link mailed to this address, and every device was signed out. If it was not you, contact support at once.',
  'opPassword.weak.sequence':
    'Choose a withdrawal password that is not a run such as 123456 or 654321',
  'opPassword.weak.repeat':
    'Choose a withdrawal password that does not repeat, such as 111111 or 121212',
  'opPassword.weak.date':
    'Choose a withdrawal password that does not read as a date: a birthday is easy to find',
  'twoFactor.notOn': 'Two-factor sign-in is not on',
  'twoFactor.noSetup': 'Start the set-up first',
  'twoFactor.requiredHere': 'Two-factor sign-in is required here and cannot be turned off',
  'withdraw.alreadyDecided':
    'This withdrawal has already been decided and can no longer be cancelled',
  'withdraw.cancelledByOwner': 'The investor cancelled this withdrawal',
  'withdraw.destinationCooling': 'This destination was saved recently and can be used from {time}',
  'withdraw.noOpPassword': 'Set a withdrawal password first',
  'withdraw.secondApproverDiffers':
    'This withdrawal is large: a second, different approver must approve it',
  'withdraw.usdtClosed': 'USDT withdrawals are not open',
  'exchange.usdOnly': 'This account holds only US dollars: there is nothing to exchange',
  'exchange.tooSmall': 'The amount is too small to exchange',

  'trade.notMultiple': 'The quantity must be a multiple of {step}',
  'trade.priceMoved': 'The price has moved; please check the new price and try again',
  'trade.notListed': 'Not Yet Listed',
  'trade.marketClosed': 'The market is closed',
  'trade.otherMarket': 'This stock cannot be traded in this app',
  'trade.notEnoughShares': 'Not enough shares available to sell',

  'offering.quantityRequired': 'Please enter the quantity to subscribe',
  'offering.notFunding': 'Only an allotted subscription awaiting funds can be funded',
  'quant.notDue': 'This order is still locked',
  'quant.settled': 'This order has already been paid back',

  'upload.badType': 'Only JPEG, PNG, WebP, GIF or HEIC images are accepted',
  'upload.notFound': 'Upload the file again: this one was not found',
  'upload.quotaFiles':
    'Daily upload limit reached: at most {files} files in 24 hours. Please try again tomorrow',
  'upload.quotaBytes':
    'Daily upload limit reached: at most {size} in 24 hours. Please try again tomorrow',

  // The back office (operators). Only `operator.notApplying` is translated (operator-texts.ts).
  'operator.notApplying': 'Only a pending application can be allotted',
  ...operatorTexts,
  ...proposalTexts.en,

  // Segregation of duties: why a staff member may not decide an item.
  'duties.ownAccount': 'This is your own customer account: another staff member must decide it',
  'duties.sameIdNumber': 'This investor has your ID number: another staff member must decide it',
  'duties.sameBankAccount': 'This concerns your bank account: another staff member must decide it',
} as const;

export type MessageId = keyof typeof en;
