import {
  Password,
  RecoveryCode,
  RefId,
  StaffPassword,
  TotpCode,
  Username,
  UrlString,
} from '@trading/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issueReason } from '../../src/messages/issue-reason';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]!;
};

describe("a contract reason in the caller's language", () => {
  // If the contract rewords one of these, the catalogue's reason.* must follow (else English leaks).
  it.each([
    { schema: Password, value: '123', pt: 'deve ter exatamente 6 caracteres' },
    { schema: StaffPassword, value: 'short', pt: 'deve ter pelo menos 12 caracteres' },
    { schema: Username, value: 'a!', pt: 'deve ter de 3 a 20 letras, dígitos ou sublinhados' },
    { schema: TotpCode, value: '12', pt: 'deve ser o código de 6 dígitos' },
    { schema: RecoveryCode, value: 'x', pt: 'deve ser um código de recuperação (xxxxx-xxxxx)' },
    { schema: RefId, value: 0, pt: 'deve ser um id positivo' },
    { schema: UrlString, value: 'here', pt: 'deve ser uma URL' },
  ])('words $value refused by its schema in pt and zh', ({ schema, value, pt }) => {
    const issue = firstIssue(schema, value);
    expect(issueReason(issue, 'en')).toBe(issue.message);
    expect(issueReason(issue, 'pt')).toBe(pt);
    expect(issueReason(issue, 'zh')).not.toMatch(/[a-wyz]{2,}/i);
  });

  it("keeps a reason the catalogue does not word as the issue's own", () => {
    const issue = firstIssue(
      z.string().refine(() => false, { error: 'no such thing' }),
      'x',
    );
    expect(issueReason(issue, 'pt')).toBe(issue.message);
  });
});
