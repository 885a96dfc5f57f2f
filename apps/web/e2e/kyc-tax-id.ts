import { labelIn, type TenantDefinition } from '@trading/contract/tenant';
import type { Page } from 'playwright-core';
import { BANK_SAMPLES } from './bank-samples';

/**
 * The tax number a KYC submission carries where the tenant asks for one beside the document
 * (its kyc.taxId): the sample number of its first type. Nothing where it asks for none.
 */
export function sampleTaxId(
  definition: TenantDefinition,
): { taxIdType: string; taxIdNumber: string } | Record<string, never> {
  const type = definition.kyc.taxId?.types[0];
  return type
    ? { taxIdType: type.value, taxIdNumber: BANK_SAMPLES[definition.id]!.taxIdNumber! }
    : {};
}

/**
 * Fills the KYC form's tax number as an investor reading English does: the field is labelled
 * as the tenant names it, and its type is chosen first where the tenant names several.
 */
export async function fillTaxIdInApp(page: Page, definition: TenantDefinition): Promise<void> {
  const { taxId } = definition.kyc;
  if (!taxId) return;
  const type = taxId.types[0]!;
  if (taxId.types.length > 1) {
    await page.getByRole('button', { name: /^Tax number type / }).click();
    await page.getByRole('radio', { name: labelIn(type, 'en'), exact: true }).click();
  }
  await page
    .getByLabel(labelIn(taxId, 'en'), { exact: true })
    .fill(BANK_SAMPLES[definition.id]!.taxIdNumber!);
}
