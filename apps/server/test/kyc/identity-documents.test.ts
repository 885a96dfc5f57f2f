import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewKyc } from '../../src/kyc/kyc-service';
import { DB_KINDS } from '../support/databases';
import { signInStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  api,
  newInvestor,
  NGN_KYC,
  ok,
  operatorOf,
  servicesOf,
  uploadImage,
  type Investor,
} from '../money/money-api';

const NOT_ACCEPTED = 'This ID type is not accepted';

/** As stored: punctuation and spaces aside, in capitals. */
const bare = (number: string) => number.replace(/[\s.-]/g, '').toUpperCase();
const masked = (number: string) => `•••• ${bare(number).slice(-4)}`;

/**
 * Per tenant, in its language: documents that pass, one failing its type's check with the
 * message naming that type, a type of another country; and the tax number the tenant requires
 * beside the document (none for NGN): numbers that pass, and the messages when it is missing
 * or fails its check.
 */
const COUNTRIES = [
  {
    tenant: 'ngn',
    extra: { bank: NGN_KYC.bank, cardNo: NGN_KYC.cardNo },
    valid: [
      ['NIN', '12345678901'],
      ['DL', 'ABC12345AA12'],
      ['PASSPORT', 'A12345678'],
    ],
    invalid: [
      'PASSPORT',
      '123456789',
      'idNumber is invalid: must be a passport number: a letter and 8 digits (A12345678)',
    ],
    foreign: ['SSN', '123-45-6789', NOT_ACCEPTED],
    tax: null,
  },
  {
    tenant: 'inr',
    extra: {},
    valid: [['Aadhaar', '2341 2341 2346']],
    invalid: [
      'Aadhaar',
      '234123412347',
      "idNumber is invalid: the Aadhaar number's check digit does not match, check it for a typo",
    ],
    foreign: ['NIN', '12345678901', NOT_ACCEPTED],
    tax: {
      valid: [['PAN', 'abcpe1234f']],
      missing: 'PAN is required to trade',
      invalid: [
        'PAN',
        'ABCXE1234F',
        'taxIdNumber is invalid: must be a 10-character PAN: 5 letters, 4 digits, 1 letter (ABCPE1234F)',
      ],
    },
  },
  {
    tenant: 'brl',
    extra: {},
    valid: [
      ['RIC', '52998224725'],
      ['CNH', '02650306461'],
    ],
    invalid: [
      'CNH',
      '02650306462',
      'idNumber é inválido: os dígitos verificadores da CNH não conferem, verifique se foi digitado corretamente',
    ],
    foreign: ['Aadhaar', '234123412346', 'Este tipo de documento não é aceito'],
    tax: {
      valid: [['CPF', '529.982.247-25']],
      missing: 'O CPF é obrigatório para negociar',
      invalid: [
        'CPF',
        '529.982.247-24',
        'taxIdNumber é inválido: os dígitos verificadores do CPF não conferem, verifique se foi digitado corretamente',
      ],
    },
  },
  {
    tenant: 'usd',
    extra: {},
    valid: [
      ['STATE_ID', 'D1234567'],
      ['PASSPORT', '123456789'],
    ],
    invalid: [
      'PASSPORT',
      '12345678',
      'idNumber is invalid: must be a passport number: 9 digits, or a letter and 8 digits',
    ],
    foreign: ['DL', 'ABC12345AA12', NOT_ACCEPTED],
    tax: {
      valid: [
        ['SSN', '123-45-6789'],
        ['ITIN', '912-70-1234'],
      ],
      missing: 'SSN or ITIN is required to trade',
      invalid: [
        'SSN',
        '666-12-3456',
        'taxIdNumber is invalid: must be a 9-digit SSN (123-45-6789); areas 000, 666 and 900–999, group 00 and serial 0000 are never issued',
      ],
    },
  },
] as const;

describe.each(DB_KINDS)('KYC identity documents on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const db = () => servicesOf(t.app).db;
  const submitAs = async (me: Investor, body: Record<string, unknown>) =>
    api(t.app, 'POST', '/kyc', {
      host: me.host,
      token: me.token,
      body: { name: 'Ana Lima', photo: [await uploadImage(t.app, me, 'KYC')], ...body },
    });

  it.each(COUNTRIES)(
    "$tenant: the country's documents, and its tax number beside them",
    async ({ tenant, extra, valid, invalid, foreign, tax }) => {
      const me = await newInvestor(t.app, tenant);
      const operator = await operatorOf(t.app, tenant);
      const as = await signInStaff(t.app, me.host);
      const taxValid = tax?.valid ?? [];
      const taxOf = (i: number) => {
        const [taxIdType, taxIdNumber] = taxValid[i % taxValid.length] ?? [];
        return taxIdNumber ? { taxIdType, taxIdNumber } : {};
      };
      const submit = (idType: string, idNumber: string, more: object = taxOf(0)) =>
        submitAs(me, { idType, idNumber, ...extra, ...more });

      for (const [idType, idNumber, msg] of [invalid, foreign])
        expect(await submit(idType, idNumber), idType).toMatchObject({ code: 10001, msg });
      if (tax) {
        const [idType, idNumber] = valid[0];
        // Missing (the type alone says nothing), then failing its own check.
        expect(await submit(idType, idNumber, {})).toMatchObject({ code: 10001, msg: tax.missing });
        expect(
          await submit(idType, idNumber, { taxIdType: tax.valid[0][0], taxIdNumber: ' ' }),
        ).toMatchObject({ code: 10001, msg: tax.missing });
        const [taxIdType, taxIdNumber, msg] = tax.invalid;
        expect(await submit(idType, idNumber, { taxIdType, taxIdNumber })).toMatchObject({
          code: 10001,
          msg,
        });
        // Another country's tax number, or the document's type, is not a tax number here.
        expect(
          await submit(idType, idNumber, { taxIdType: 'NIN', taxIdNumber: '12345678901' }),
        ).toMatchObject({ code: 10001 });
      }

      for (const [i, [idType, idNumber]] of valid.entries()) {
        // Every tax number type the tenant names is accepted once, one per submission.
        const sent = taxOf(i);
        const taxRead = sent.taxIdNumber
          ? { taxIdType: sent.taxIdType, taxIdNumber: masked(sent.taxIdNumber) }
          : { taxIdType: null, taxIdNumber: null };
        const submitted = await submit(idType, idNumber, sent);
        expect(submitted, idType).toMatchObject({
          code: 0,
          data: { idType, idNumber: masked(idNumber), ...taxRead },
        });
        expect(await ok(t.app, 'GET', '/kyc', { host: me.host, token: me.token })).toMatchObject({
          idType,
          idNumber: masked(idNumber),
          ...taxRead,
        });
        // Staff deciding the submission see the whole numbers.
        const queue = await ok(t.app, 'GET', '/admin/kyc', as('reviewer'));
        expect(queue.find((row: { userId: number }) => row.userId === me.userId)).toMatchObject({
          idNumber: bare(idNumber),
          taxIdType: sent.taxIdType ?? null,
          taxIdNumber: sent.taxIdNumber ? bare(sent.taxIdNumber) : null,
        });
        await reviewKyc(db(), operator, me.userId, {
          status: 'REJECTED',
          reason: 'ID_UNREADABLE',
          note: 'Try the next document',
        });
      }
    },
  );

  it('a tenant naming one tax number type takes the number alone; one asking none ignores it', async () => {
    const inr = await newInvestor(t.app, 'inr');
    expect(
      await submitAs(inr, {
        idType: 'Aadhaar',
        idNumber: '234123412346',
        taxIdNumber: 'abcpe1234f',
      }),
    ).toMatchObject({ code: 0, data: { taxIdType: 'PAN', taxIdNumber: '•••• 234F' } });
    const ngn = await newInvestor(t.app);
    expect(
      await submitAs(ngn, { ...NGN_KYC, taxIdType: 'SSN', taxIdNumber: '123-45-6789' }),
    ).toMatchObject({ code: 0, data: { taxIdType: null, taxIdNumber: null } });
  });

  it('warns the reviewer of another account with the same tax number, as a tax or an ID number', async () => {
    // An SSN no other test of the run uses.
    const area = 100 + Math.floor(Math.random() * 500);
    const ssn = `${area}-${10 + Math.floor(Math.random() * 89)}-${1000 + Math.floor(Math.random() * 8999)}`;
    const first = await newInvestor(t.app, 'usd');
    await submitAs(first, {
      idType: 'STATE_ID',
      idNumber: `S${area}001`,
      taxIdType: 'SSN',
      taxIdNumber: ssn,
    });
    const second = await newInvestor(t.app, 'usd');
    await submitAs(second, {
      idType: 'STATE_ID',
      idNumber: `S${area}002`,
      taxIdType: 'SSN',
      taxIdNumber: bare(ssn),
    });
    const alone = await newInvestor(t.app, 'usd');
    await submitAs(alone, {
      idType: 'STATE_ID',
      idNumber: `S${area}003`,
      taxIdType: 'ITIN',
      taxIdNumber: `9${String(area).slice(1)}-70-1234`,
    });
    const as = await signInStaff(t.app, first.host);
    const queue = await ok(t.app, 'GET', '/admin/kyc', as('reviewer'));
    const signalsOf = (me: Investor) =>
      queue.find((row: { userId: number }) => row.userId === me.userId).signals;
    expect(signalsOf(second).sameTaxIdNumber).toEqual([
      expect.objectContaining({ userId: first.userId, username: first.username }),
    ]);
    expect(signalsOf(first).sameTaxIdNumber.map((a: { userId: number }) => a.userId)).toEqual([
      second.userId,
    ]);
    expect(signalsOf(second).sameIdNumber).toEqual([]);
    expect(signalsOf(alone).sameTaxIdNumber).toEqual([]);
  });
});
