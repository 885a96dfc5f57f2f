import { z } from 'zod';
import { FIELD_FORMAT_NAMES } from './field-formats.js';

/** The schemas of tenant data's `format` fields; the checks themselves are in field-formats.ts. */
export const FieldFormatName = z.enum(FIELD_FORMAT_NAMES);
export type FieldFormatName = z.infer<typeof FieldFormatName>;

/** A tenant's own rule where no named format fits: a regular expression and a sample that passes it. */
export const FieldPattern = z
  .strictObject({
    pattern: z.string().min(1),
    /** Shown in the message: "must look like {example}". */
    example: z.string().min(1),
  })
  .superRefine((rule, ctx) => {
    let re: RegExp;
    try {
      re = new RegExp(rule.pattern);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'Not a regular expression' });
      return;
    }
    if (!rule.pattern.startsWith('^') || !rule.pattern.endsWith('$'))
      ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'Anchor it with ^ and $' });
    if (!re.test(rule.example))
      ctx.addIssue({ code: 'custom', path: ['example'], message: 'The example does not match' });
  });
export type FieldPattern = z.infer<typeof FieldPattern>;

export const FieldFormat = z.union([FieldFormatName, FieldPattern]);
export type FieldFormat = z.infer<typeof FieldFormat>;
