import { z } from 'zod';
import { Language } from '../enums.js';

/**
 * A label tenant data shows to the investor: `label` in the tenant's default language, `labels`
 * for the other languages where the words differ (an acronym such as "NIN" needs none).
 */
export const TenantLabel = z.strictObject({
  label: z.string().min(1),
  labels: z.partialRecord(Language, z.string().min(1)).optional(),
});
export type TenantLabel = z.infer<typeof TenantLabel>;
