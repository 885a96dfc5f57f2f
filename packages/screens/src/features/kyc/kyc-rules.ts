import { KYC_PHOTOS_MAX } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import { requireFields, type FieldErrors } from '../../shared/forms/field-errors';
import { formatError, markupErrors, mergeErrors } from '../../shared/forms/format-rules';

export type KycValues = {
  name: string;
  idType: string;
  idNumber: string;
  taxIdType: string;
  taxIdNumber: string;
  bank: string;
  cardNo: string;
};

export const KYC_FIELDS = [
  'name',
  'idType',
  'idNumber',
  'taxIdType',
  'taxIdNumber',
  'bank',
  'cardNo',
  'photo',
] as const;
export type KycField = (typeof KYC_FIELDS)[number];

/**
 * The tenant's KYC rules the form checks: ID types (with their formats), the tax number asked
 * beside the document, and the card number's format.
 */
export type KycFormatRules = Pick<TenantDefinition['kyc'], 'idTypes' | 'taxId' | 'cardFormat'>;

/** The tax number's type as the form starts: the saved one, or the only one the tenant names. */
export function initialTaxIdType(rules: KycFormatRules, saved: string | null | undefined): string {
  const types = rules.taxId?.types ?? [];
  return saved ?? (types.length === 1 ? types[0]!.value : '');
}

/**
 * KYC: name, ID type and number; the tax number (and its type) where the tenant asks for one;
 * one or two photos; bank and card number when the tenant asks for them (NGN). The ID and tax
 * numbers in their type's format and the card number in the tenant's (the server's check too);
 * the name and bank without markup.
 */
export function validateKyc(
  values: KycValues,
  photoCount: number,
  requireBankCard: boolean,
  rules?: KycFormatRules,
): FieldErrors<KycField> {
  const errors: FieldErrors<KycField> = requireFields<KycField>(values, [
    ['name', 'form.name.required'],
    ['idType', 'form.idType.required'],
    ['idNumber', 'form.idNumber.required'],
    ...(rules?.taxId
      ? ([
          ['taxIdType', 'form.taxIdType.required'],
          ['taxIdNumber', 'form.taxIdNumber.required'],
        ] as const)
      : []),
    ...(requireBankCard
      ? ([
          ['bank', 'form.bank.required'],
          ['cardNo', 'form.cardNo.required'],
        ] as const)
      : []),
  ]);
  const idFormat = rules?.idTypes.find((type) => type.value === values.idType)?.format;
  const taxFormat = rules?.taxId?.types.find((type) => type.value === values.taxIdType)?.format;
  mergeErrors<KycField>(errors, markupErrors<KycField>(values, ['name', 'bank']), {
    idNumber: formatError(idFormat, values.idNumber),
    taxIdNumber: rules?.taxId ? formatError(taxFormat, values.taxIdNumber) : undefined,
    cardNo: requireBankCard
      ? formatError(rules?.cardFormat, values.cardNo, values.bank)
      : undefined,
  });
  if (photoCount < 1) errors.photo = 'message.uploadPhotoTip';
  else if (photoCount > KYC_PHOTOS_MAX) errors.photo = 'kyc.tooManyPhotos';
  return errors;
}
