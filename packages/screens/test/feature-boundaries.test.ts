// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The package's own eslint.config.js, as `pnpm lint` runs it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

const errorsOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'layout/feature-boundaries')
    .map((m) => m.message);
};

const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

describe('the screens layout lint rule', () => {
  it('fails a feature importing another feature', async () => {
    expect(await errorsOf(use('../market/market-screen'), 'src/features/home/x.ts')).toEqual([
      expect.stringContaining('features/home must not import features/market'),
    ]);
    expect(
      await errorsOf(use('../../withdraw/withdraw-rules'), 'src/features/home/deep/x.ts'),
    ).toHaveLength(1);
    expect(
      await errorsOf(`vi.mock('../market/market-screen');\n`, 'src/features/home/x.test.ts'),
    ).toHaveLength(1);
  });

  it('fails shared importing a feature', async () => {
    expect(await errorsOf(use('../../features/home/home-screen'), 'src/shared/forms/x.ts')).toEqual(
      [expect.stringContaining('src/shared must not import features/home')],
    );
  });

  it('passes a feature importing shared or itself, and shared importing shared', async () => {
    expect(await errorsOf(use('../../shared/forms/use-form'), 'src/features/home/x.ts')).toEqual(
      [],
    );
    expect(await errorsOf(use('./home-screen'), 'src/features/home/x.ts')).toEqual([]);
    expect(await errorsOf(use('../../home-screen'), 'src/features/home/a/b/x.ts')).toEqual([]);
    expect(await errorsOf(use('../context'), 'src/shared/forms/x.ts')).toEqual([]);
  });

  it('leaves tests outside src free to drive several features', async () => {
    expect(await errorsOf(use('../src/features/home/home-screen'), 'test/x.test.ts')).toEqual([]);
  });
});
