import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import {
  EVERY_TENANT_FIELDS,
  TENANT_RULES,
  type TenantRule,
  type TenantRuleName,
  tenantsCovering,
  tenantsWhere,
} from '../e2e/tenant-rules';

// jsdom gives modules a non-file import.meta.url; vitest defines __dirname.
const e2eDir = join(__dirname, '../e2e');
const ruleNames = Object.keys(TENANT_RULES) as TenantRuleName[];

/** The rules browser flows pick their tenants by: the names in each `tenantsCovering(…)` call. */
function rulesExercised(sources: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const source of sources)
    for (const call of source.matchAll(/tenantsCovering\(([^)]*)\)/g))
      for (const name of call[1]!.matchAll(/'([^']+)'/g)) named.add(name[1]!);
  return named;
}

/** Dotted leaf paths of a tenant.json with each value, as JSON. */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      leaves(inner, path ? `${path}.${key}` : key, out);
  } else out.set(path, JSON.stringify(value));
  return out;
}

/** Leaf fields whose value is not the same on every tenant. */
function varyingFields(definitions: readonly object[]): string[] {
  const all = definitions.map((definition) => leaves(definition));
  const paths = new Set(all.flatMap((fields) => [...fields.keys()]));
  return [...paths].filter((path) => new Set(all.map((fields) => fields.get(path))).size > 1);
}

const claims = (prefixes: readonly string[], path: string) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

describe('tenant rules of the browser suite', () => {
  const sources = readdirSync(e2eDir)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(e2eDir, file), 'utf8'));

  it('has every tenant-dependent rule exercised by some browser flow', () => {
    const exercised = rulesExercised(sources);
    expect(ruleNames.filter((rule) => !exercised.has(rule))).toEqual([]);
    // A name no rule has is a typo the type checker would also refuse.
    expect([...exercised].filter((name) => !ruleNames.includes(name as TenantRuleName))).toEqual(
      [],
    );
  });

  it('finds a rule that no flow names', () => {
    const without = sources.map((source) => source.replaceAll(`'trade unit'`, `'US market'`));
    expect(rulesExercised(without).has('trade unit')).toBe(false);
  });

  it.each(ruleNames)('runs a flow of %s on a tenant with each of its variants', (rule) => {
    const { variants } = TENANT_RULES[rule] as TenantRule;
    const wanted = new Set(TENANT_IDS.flatMap((id) => variants(loadTenant(id).definition)));
    const met = new Set(tenantsCovering(rule).flatMap((id) => variants(loadTenant(id).definition)));
    expect([...wanted].filter((variant) => !met.has(variant))).toEqual([]);
  });

  it('leaves no tenant field that differs between tenants to no rule and no every-tenant test', () => {
    const claimed = [
      ...EVERY_TENANT_FIELDS,
      ...Object.values(TENANT_RULES).flatMap((rule: TenantRule) => rule.fields),
    ];
    const varying = varyingFields(TENANT_IDS.map((id) => loadTenant(id).definition));
    expect(varying.filter((path) => !claims(claimed, path))).toEqual([]);
  });

  it('refuses a flow whose tenants no tenant data has any more', () => {
    expect(() => tenantsWhere(() => false)).toThrow(/no tenant has what this flow tests/);
  });

  it('runs a flow that depends on no tenant data once', () => {
    expect(tenantsCovering()).toHaveLength(1);
  });
});
