import { ApiError } from '../errors/api-error';
import type { TenantRules } from './tenant-rules';

type CodeRule = NonNullable<TenantRules['bankFields']['bankCode']>;

/**
 * Refuses a bank code (COMPE, IFSC, ABA routing) that is not the chosen bank's, as the tenant's
 * data lists them (`bankFields.*.byBank`): a code of one bank typed beside another's name would
 * send the money to a third party. A bank the list does not name cannot be checked, so it is
 * refused too. Nothing to check where the tenant lists no codes or the field is empty.
 */
export function assertBanksCode(
  rule: Pick<CodeRule, 'byBank'> | null | undefined,
  bank: string | undefined,
  code: string | undefined,
): void {
  if (!rule?.byBank || !code) return;
  const prefixes = bank === undefined ? undefined : rule.byBank[bank];
  const upper = code.toUpperCase();
  if (!prefixes?.some((prefix) => upper.startsWith(prefix.toUpperCase())))
    throw new ApiError('BANK_CODE_MISMATCH');
}
