import { z } from 'zod';
import { Money } from '../money.js';
import { currencySign } from '../constants.js';
import { transferCurrencies } from '../transfer-currency.js';
import { TENANT_KYC_ID_TYPES } from '../tenant-lists.js';
import { CurrencyCode, Language, Market, MarketBuyModel, Theme } from '../enums.js';
import { FieldFormat } from '../field-format-schema.js';
import { specKycIdTypes } from '../kyc-id-defaults.js';
import { IanaTimeZone, LocaleTag } from './intl-names.js';
import { TenantLabel } from './tenant-label.js';
import { PAGE_SIZE_MAX } from '../page-rules.js';
import { DEFAULT_DIGIT_GROUPING, DIGIT_GROUPINGS } from '../digit-grouping.js';
import { DEFAULT_MONEY_ROUNDING, MONEY_ROUNDINGS } from '../money-rounding.js';

/**
 * A tenant's id: the name of its folder under tenants/ and the first label of its host
 * (`<id>.localhost`). No list here: the tenants are the folders (tenant-folders.ts).
 */
export const TenantId = z
  .string()
  .regex(/^[a-z][a-z0-9]{1,15}$/, 'Expected a lowercase host label such as "ngn"');
export type TenantId = z.infer<typeof TenantId>;

/** Every ID type some tenant's KYC form offers (gathered from the tenant folders at build). */
export const KycIdType = z.enum(TENANT_KYC_ID_TYPES);
export type KycIdType = z.infer<typeof KycIdType>;

const assetPath = z
  .string()
  .regex(
    /^assets\/[a-z0-9][a-z0-9-]*\.svg$/,
    'Expected assets/<name>.svg inside the tenant package',
  );

/**
 * The documents the KYC form offers, each with its number's format (field-formats.ts), which
 * the form and the server both check and which words the type's messages.
 */
const KycIdTypes = z
  .array(TenantLabel.extend({ value: KycIdType, format: FieldFormat.optional() }))
  .min(1)
  .refine((types) => !hasDuplicates(types.map((t) => t.value)), 'ID types repeat');

/**
 * The tax number brokers require beside the identity document (India's PAN, Brazil's CPF, the
 * US SSN or ITIN): the field's label and the types it may be, each with its format.
 */
const KycTaxId = TenantLabel.extend({ types: KycIdTypes });

const httpsUrl = z.url({ protocol: /^https$/ });

function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

const Languages = z
  .strictObject({
    default: Language,
    /** What the change-language screen lists. */
    offered: z.array(Language).min(1),
    /** Every language the translations cover; Accept-Language only ever carries one of these. */
    supported: z.array(Language).min(1),
  })
  .superRefine((languages, ctx) => {
    if (!languages.supported.includes(languages.default)) {
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'Default must be supported' });
    }
    if (!languages.offered.every((language) => languages.supported.includes(language))) {
      ctx.addIssue({ code: 'custom', path: ['offered'], message: 'Offered must be supported' });
    }
    if (hasDuplicates(languages.offered) || hasDuplicates(languages.supported)) {
      ctx.addIssue({ code: 'custom', message: 'Languages are listed more than once' });
    }
  });

/** `format`: the value's real-world format (field-formats.ts), checked on client and server. */
const BankField = z.strictObject({
  required: z.boolean(),
  format: FieldFormat.optional(),
  /**
   * The codes each bank answers to, by the bank's name as the forms offer it: a value must
   * start with one of the chosen bank's (a COMPE code, an IFSC's 4-letter prefix, a routing
   * number). Where given, a bank not named here is refused: its code cannot be checked.
   */
  byBank: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).optional(),
});

export const TenantDefinition = z
  .strictObject({
    id: TenantId,
    /** Page title and brand name. */
    title: z.string().min(1),
    currency: z.strictObject({
      code: CurrencyCode,
      sign: z.string().min(1),
      /** The spec shows every amount to 2 decimals. */
      decimals: z.literal(2),
      locale: LocaleTag,
    }),
    /**
     * How money is rounded to the cent (money-rounding.ts): the exchange's fee and proceeds
     * on the server and on the review screen. None stated: half to even. How its digits are
     * grouped on screen in every language (digit-grouping.ts). None stated: by thousands.
     */
    money: z
      .strictObject({
        rounding: z.enum(MONEY_ROUNDINGS).default(DEFAULT_MONEY_ROUNDING),
        grouping: z.enum(DIGIT_GROUPINGS).default(DEFAULT_DIGIT_GROUPING),
      })
      .default({ rounding: DEFAULT_MONEY_ROUNDING, grouping: DEFAULT_DIGIT_GROUPING }),
    market: z.strictObject({
      defaultMarket: Market,
      /** Title of the Market tab that ranks the default market by volume. */
      defaultMarketTitle: z.string().min(1),
      /** That title in each language the tenant offers; the screens prefer it to the one above. */
      titles: z.partialRecord(Language, z.string().min(1)).optional(),
      showIndexTab: z.boolean(),
      /** The default market's exchange zone, for market hours and day-candle boundaries. */
      timeZone: IanaTimeZone,
      /**
       * The stock page shows the live five-level order book, as the market's brokers do (Kite in
       * India, the "livro de ofertas" in Brazil); off where they show none.
       */
      showDepth: z.boolean(),
    }),
    /** Gates the US tab, USD balance variants, the Exchange action and the USD offering area. */
    usMarketShow: z.boolean(),
    /** 1 trades in single shares; 0 in lots, where one IPO lot is ipoUnit shares. */
    marketBuyModel: MarketBuyModel,
    home: z.strictObject({
      defaultTheme: Theme,
      /** The spec's tenant switch that forces the home header to theme 3 whatever defaultTheme says. */
      forceTheme3: z.boolean(),
    }),
    languages: Languages,
    showChangeLanguage: z.boolean(),
    kyc: z
      .strictObject({
        /** The country's documents; none named: the spec's list for the currency's country. */
        idTypes: KycIdTypes.optional(),
        /** Required beside the document where named; none named: the document alone. */
        taxId: KycTaxId.optional(),
        /** Bank name and card number on the KYC form. */
        requireBankCard: z.boolean(),
        /** Format of that card number. */
        cardFormat: FieldFormat.optional(),
      })
      .refine(
        (kyc) => !kyc.taxId?.types.some((tax) => kyc.idTypes?.some((id) => id.value === tax.value)),
        { path: ['taxId'], message: 'A tax number type is not also an identity document' },
      ),
    /** Extra withdrawal and saved-bank fields; null when the tenant's form has no such field. */
    bankFields: z.strictObject({
      bankCode: BankField.extend(TenantLabel.partial().shape).nullable(),
      extraCode: BankField.extend(TenantLabel.shape).nullable(),
      /** Formats of the account number and of the optional branch (BRL's agência). */
      accountNumber: FieldFormat.optional(),
      branch: FieldFormat.optional(),
    }),
    /**
     * Download image on /iosPage for any language but English (English always gets the
     * English image), so "en" pins the English image whatever the language.
     */
    iosDownloadImage: z.enum(['en', 'pt']),
    /** Target of the Account screen's landing-page entry; null hides the entry. */
    landingPageUrl: httpsUrl.nullable(),
    /** Target of the Account header's customer-service button; null hides the button. */
    customerService: httpsUrl.nullable(),
    /** Paths relative to the tenant package root. */
    assets: z.strictObject({ logo: assetPath, favicon: assetPath }),
    /** Account protection beyond the spec's passwords. */
    security: z.strictObject({
      /**
       * "required": every investor needs a second factor; one without it may sign in but only
       * to set it up before money or trading calls are answered.
       */
      twoFactor: z.enum(['optional', 'required']),
      /** Hours a new or changed withdrawal destination waits before it can be used. */
      destinationCoolingOffHours: z.int().min(0).max(720),
      /**
       * A withdrawal above this amount, by the currency of the books it leaves (the tenant's own
       * and USD, which USDT withdrawals are paid from), is paid out only after two different
       * back-office approvers approve it. Keyed by ledger currency, never by rail: "USDT" is not
       * a currency here (decisions: one currency identity).
       */
      withdrawalSecondApprovalAbove: z.partialRecord(CurrencyCode, Money),
    }),
    trading: z.strictObject({
      /**
       * Most pending (working) orders one investor may hold; one more is refused with
       * OPEN_ORDER_LIMIT. At most a page of /order/open, so the app shows them all at once.
       */
      maxOpenOrders: z.int().min(1).max(PAGE_SIZE_MAX),
      /**
       * A market order shows a review (quantity, price now, estimate, balance after) before it
       * goes, as limit and stop orders do; false sends it on the sheet's Buy/Sell tap.
       */
      reviewMarketOrders: z.boolean(),
      /**
       * A limit or stop price more than this many percent above or below the price now is
       * warned of in the order's confirmation, which the user acknowledges before it goes.
       */
      farFromMarketPercent: z.int().min(1).max(100),
    }),
    /**
     * The broker behind the brand, as its contract notes and statements name it: the company,
     * its registration with the market's regulator, and its registered address, a line each.
     */
    legal: z.strictObject({
      companyName: z.string().min(1),
      /** As printed: the regulator and the number ("SEBI Reg. No. INZ000312345"). */
      registration: z.string().min(1),
      address: z.array(z.string().min(1)).min(1).max(4),
    }),
    copy: z.strictObject({
      /** Brand line, kept in the tenant's default language because it is part of the brand. */
      tagline: z.string().min(1),
    }),
  })
  .superRefine((definition, ctx) => {
    const expected = currencySign(definition.currency.code);
    if (definition.currency.sign !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency', 'sign'],
        message: `${definition.currency.code} is written with "${expected}"`,
      });
    }
    const books = transferCurrencies(definition.currency.code);
    for (const currency of Object.keys(definition.security.withdrawalSecondApprovalAbove)) {
      if (!books.includes(currency as CurrencyCode))
        ctx.addIssue({
          code: 'custom',
          path: ['security', 'withdrawalSecondApprovalAbove', currency],
          message: `money leaves this tenant only in ${books.join(' or ')}`,
        });
    }
  })
  .transform((definition) => ({
    ...definition,
    kyc: {
      ...definition.kyc,
      idTypes: definition.kyc.idTypes ?? KycIdTypes.parse(specKycIdTypes(definition.currency.code)),
    },
  }));
export type TenantDefinition = z.infer<typeof TenantDefinition>;
