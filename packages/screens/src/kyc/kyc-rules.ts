import { KYC_PHOTOS_MAX, type KycRecord } from '@trading/contract';
import { requireFields, type FieldErrors } from '../forms/field-errors';

export type KycValues = {
  name: string;
  idType: string;
  idNumber: string;
  bank: string;
  cardNo: string;
};

export const KYC_FIELDS = ['name', 'idType', 'idNumber', 'bank', 'cardNo', 'photo'] as const;
export type KycField = (typeof KYC_FIELDS)[number];

/**
 * KYC: name, ID type and number; one or two photos; bank and card number when the
 * tenant asks for them (NGN).
 */
export function validateKyc(
  values: KycValues,
  photoCount: number,
  requireBankCard: boolean,
): FieldErrors<KycField> {
  const errors: FieldErrors<KycField> = requireFields<KycField>(values, [
    ['name', 'form.name.required'],
    ['idType', 'form.idType.required'],
    ['idNumber', 'form.idNumber.required'],
    ...(requireBankCard
      ? ([
          ['bank', 'form.bank.required'],
          ['cardNo', 'form.cardNo.required'],
        ] as const)
      : []),
  ]);
  if (photoCount < 1) errors.photo = 'message.uploadPhotoTip';
  else if (photoCount > KYC_PHOTOS_MAX) errors.photo = 'kyc.tooManyPhotos';
  return errors;
}

/** Not Verified / Under Review / Verified; never submitted counts as not verified. */
export function kycStatusText(kyc: KycRecord | null): string {
  if (kyc?.status === 'PASSED') return 'status.kycVerified';
  if (kyc?.status === 'REVIEWING') return 'status.kycUnderReview';
  return 'status.kycNotVerified';
}

/** Only a rejected submission, or none at all, may be (re)submitted. */
export function isKycEditable(kyc: KycRecord | null): boolean {
  return kyc === null || kyc.status === 'REJECTED';
}
