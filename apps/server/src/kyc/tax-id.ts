import { labelIn, type TenantDefinition } from '@trading/contract/tenant';
import { ApiError } from '../errors/api-error';
import { assertFormat } from '../finance/bank-fields';
import { localized, type LocalizedText } from '../messages/catalogue';
import { LANGS } from '../messages/lang';

type TaxIdRule = NonNullable<TenantDefinition['kyc']['taxId']>;

/** The stored tax number of a submission: both null where the tenant asks for none. */
export interface TaxId {
  taxIdType: string | null;
  taxIdNumber: string | null;
}

const NONE: TaxId = { taxIdType: null, taxIdNumber: null };

/** The tenant's label of the tax number (PAN, CPF, "SSN or ITIN") in each language. */
function documentName(rule: TaxIdRule): LocalizedText {
  return Object.fromEntries(LANGS.map((lang) => [lang, labelIn(rule, lang)])) as LocalizedText;
}

/**
 * The tax number a tenant requires beside the identity document (its kyc.taxId), checked in
 * its type's format; the type may be left out where the tenant names one. A tenant that asks
 * for none stores none, whatever was sent.
 */
export function checkedTaxId(
  rule: TaxIdRule | undefined,
  input: { taxIdType?: string; taxIdNumber?: string },
): TaxId {
  if (!rule) return NONE;
  const number = input.taxIdNumber?.trim() ?? '';
  const typeName = input.taxIdType || (rule.types.length === 1 ? rule.types[0]!.value : '');
  if (number === '' || typeName === '')
    throw new ApiError(
      'VALIDATION',
      localized('kyc.taxIdRequired', { document: documentName(rule) }),
    );
  const type = rule.types.find((t) => t.value === typeName);
  if (!type)
    throw new ApiError(
      'VALIDATION',
      localized('kyc.badTaxIdType', { document: documentName(rule) }),
    );
  return { taxIdType: type.value, taxIdNumber: assertFormat('taxIdNumber', type.format, number) };
}
