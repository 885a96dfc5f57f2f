import type { FieldFormatName } from './field-formats.js';

/** An ID type as tenant data names it (tenant.json `kyc.idTypes[]`), before validation. */
interface SpecIdType {
  value: string;
  label: string;
  labels?: { pt?: string; zh?: string };
  format: FieldFormatName;
}

const NIGERIA_AND_OTHERS: readonly SpecIdType[] = [
  { value: 'NIN', label: 'NIN', format: 'nin' },
  { value: 'BVN', label: 'BVN', format: 'bvn' },
  { value: 'PVC', label: 'PVC', format: 'pvc' },
  {
    value: 'DL',
    label: 'Driving license',
    labels: { pt: 'Carteira de motorista', zh: '驾驶证' },
    format: 'ng-driving-licence',
  },
];

/**
 * The spec's KYC ID types ("Brazil RIC; India Aadhaar; otherwise NIN, BVN, PVC, Driving
 * license"), by the tenant's currency: what a tenant offers when its tenant.json names none.
 */
const SPEC_KYC_ID_TYPES: Readonly<Record<string, readonly SpecIdType[]>> = {
  BRL: [{ value: 'RIC', label: 'RIC', format: 'ric' }],
  INR: [{ value: 'Aadhaar', label: 'Aadhaar', format: 'aadhaar' }],
};

export function specKycIdTypes(currency: string): readonly SpecIdType[] {
  return SPEC_KYC_ID_TYPES[currency] ?? NIGERIA_AND_OTHERS;
}

/** Every value the spec's lists use, so the ID-type enum holds them whatever the tenants name. */
export const SPEC_KYC_ID_TYPE_VALUES = [
  ...Object.values(SPEC_KYC_ID_TYPES).flat(),
  ...NIGERIA_AND_OTHERS,
].map((type) => type.value);
