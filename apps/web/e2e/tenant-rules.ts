import type { TenantDefinition } from '@trading/contract/tenant';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';

/**
 * Which tenants a browser flow runs on. A flow that does the same on every tenant runs once;
 * a flow whose behaviour depends on tenant data runs on one tenant per variant of each rule it
 * exercises, chosen from the data, so a rule moving to another tenant (or a fifth tenant
 * bringing a new variant) moves the test with it. What differs on every tenant (its routes,
 * looks, a11y, first page, installability, language and number walks, server-render smoke)
 * keeps iterating over {@link TENANT_IDS}.
 *
 *   describe.each(tenantsCovering('trade unit'))('orders, tenant %s', …)   // brl (lots) + ngn (shares)
 *   describe.each(tenantsWhere((t) => t.security.twoFactor === 'required'))(…)
 *   describe.each(tenantsCovering())(…)   // no tenant-dependent rule: one tenant
 *
 * test/tenant-rules.test.ts fails when a rule is exercised by no flow, or when tenant data
 * varies in a field no rule (and no every-tenant check) claims.
 */
export interface TenantRule {
  /** Tenant fields (dotted paths of tenant.json, a prefix claims what is under it) the rule reads. */
  fields: readonly string[];
  /** The rule's variants a tenant has: a flow exercising the rule meets each of them once. */
  variants: (tenant: TenantDefinition) => readonly string[];
}

const one = (value: unknown): readonly string[] => [String(value)];

/** A field format's name: a named format, or a tenant's own pattern. */
const formatName = (format: string | { pattern: string } | undefined): string =>
  format === undefined ? 'free' : typeof format === 'string' ? format : format.pattern;

/** A bank field's shape as the forms show it: absent, or its format and whether it is required. */
const bankField = (
  field: { required: boolean; format?: string | { pattern: string } } | null | undefined,
): string => (field ? `${formatName(field.format)}${field.required ? '' : '?'}` : 'none');

export const TENANT_RULES = {
  'two-factor policy': {
    fields: ['security.twoFactor'],
    variants: (t) => one(t.security.twoFactor),
  },
  'home theme': {
    fields: ['home'],
    variants: (t) => one(t.home.forceTheme3 ? 3 : t.home.defaultTheme),
  },
  'bank fields': {
    fields: ['bankFields'],
    variants: (t) => [
      [
        bankField(t.bankFields.bankCode),
        bankField(t.bankFields.extraCode),
        formatName(t.bankFields.accountNumber),
        t.bankFields.branch ? formatName(t.bankFields.branch) : 'no-branch',
      ].join('/'),
    ],
  },
  'ID type': {
    fields: ['kyc.idTypes'],
    variants: (t) =>
      t.kyc.idTypes?.map((type) => (type.format ? formatName(type.format) : type.value)) ?? [
        'spec list',
      ],
  },
  'tax number at KYC': {
    fields: ['kyc.taxId'],
    variants: (t) =>
      t.kyc.taxId ? [t.kyc.taxId.types.map((type) => formatName(type.format)).join('/')] : ['none'],
  },
  'bank card at KYC': {
    fields: ['kyc.requireBankCard', 'kyc.cardFormat'],
    variants: (t) => one(t.kyc.requireBankCard ? formatName(t.kyc.cardFormat) : 'none'),
  },
  'trade unit': {
    fields: ['marketBuyModel'],
    variants: (t) => one(t.marketBuyModel === 0 ? 'lots' : 'shares'),
  },
  'US market': {
    fields: ['usMarketShow'],
    variants: (t) => one(t.usMarketShow),
  },
  'index tab': {
    fields: ['market.showIndexTab', 'market.defaultMarket'],
    variants: (t) => one(t.market.showIndexTab),
  },
  'market depth': {
    fields: ['market.showDepth'],
    variants: (t) => one(t.market.showDepth),
  },
  'second withdrawal approval': {
    fields: ['security.withdrawalSecondApprovalAbove', 'security.destinationCoolingOffHours'],
    variants: (t) => Object.keys(t.security.withdrawalSecondApprovalAbove ?? {}),
  },
  'offered languages': {
    fields: ['languages.offered'],
    variants: (t) => t.languages.offered,
  },
  // Every tenant's broker heads its own contract notes and statements (issue 45).
  'document header': {
    fields: ['legal'],
    variants: (t) => one(t.legal.companyName),
  },
} satisfies Record<string, TenantRule>;

export type TenantRuleName = keyof typeof TENANT_RULES;

const definitions = new Map(TENANT_IDS.map((id) => [id, loadTenant(id).definition]));
const definitionOf = (id: string): TenantDefinition => definitions.get(id)!;

/** The tenants whose data satisfies `predicate`; none is an error (the flow lost its tenant). */
export function tenantsWhere(predicate: (tenant: TenantDefinition) => boolean): string[] {
  const ids = TENANT_IDS.filter((id) => predicate(definitionOf(id)));
  if (ids.length === 0) {
    throw new Error(`no tenant has what this flow tests (${predicate.toString()})`);
  }
  return ids;
}

/** Every variant of `rules` some tenant has, as `rule=variant`. */
function variantsOf(id: string, rules: readonly TenantRuleName[]): string[] {
  return rules.flatMap((rule) =>
    (TENANT_RULES[rule] as TenantRule).variants(definitionOf(id)).map((v) => `${rule}=${v}`),
  );
}

/**
 * The fewest tenants (greedy, in folder order on ties) that together have every variant of each
 * of `rules` any tenant has; with no rules, one tenant.
 */
export function tenantsCovering(...rules: TenantRuleName[]): string[] {
  const left = new Set(TENANT_IDS.flatMap((id) => variantsOf(id, rules)));
  const chosen: string[] = [];
  while (left.size > 0 || chosen.length === 0) {
    let best = TENANT_IDS[0]!;
    let bestCount = -1;
    for (const id of TENANT_IDS) {
      if (chosen.includes(id)) continue;
      const count = variantsOf(id, rules).filter((v) => left.has(v)).length;
      if (count > bestCount) [best, bestCount] = [id, count];
    }
    chosen.push(best);
    for (const v of variantsOf(best, rules)) left.delete(v);
  }
  return TENANT_IDS.filter((id) => chosen.includes(id));
}

/**
 * Tenant fields every tenant's own tests read (first page, screen-text language and number
 * walks, installable, visual baselines, tenants.test.ts): no rule needs to pick tenants for them.
 */
export const EVERY_TENANT_FIELDS: readonly string[] = [
  'id',
  'title',
  'currency',
  // screen-text.test.ts reads every tenant's amounts in its grouping.
  'money.grouping',
  'market.defaultMarketTitle',
  'market.titles',
  'market.timeZone',
  'languages.default',
  'languages.supported',
  'showChangeLanguage',
  'iosDownloadImage',
  'landingPageUrl',
  'customerService',
  'assets',
  'copy',
];
