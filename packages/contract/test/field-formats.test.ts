import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldFormat } from '../src/field-format-schema';
import {
  abaRoutingValid,
  checkFieldFormat,
  cnpjValid,
  cpfValid,
  FIELD_FORMAT_NAMES,
  formatMessageKey,
  hasMarkup,
  nubanBankCode,
  nubanCheckDigit,
  verhoeffCheckDigit,
  verhoeffValid,
  type FieldFormatName,
} from '../src/field-formats';
import { cnhValid, itinValid, panValid, ssnValid } from '../src/id-numbers';
import { listedFieldValue, maskNumber, maskPixKey } from '../src/mask-number';

const check = (format: Parameters<typeof checkFieldFormat>[0], value: string, bank?: string) =>
  checkFieldFormat(format, value, { bank });

describe('NUBAN (CBN check digit)', () => {
  it('computes the CBN example and the seeded Access Bank number', () => {
    // CBN's worked example: bank 011, serial 000001457 → check digit 9.
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(nubanCheckDigit('044', '012345678')).toBe(4);
    expect(nubanCheckDigit('057', '001122334')).toBe(6);
  });

  it('knows the banks of the list by their names', () => {
    expect(nubanBankCode('Access Bank')).toBe('044');
    expect(nubanBankCode('First Bank of Nigeria')).toBe('011');
    expect(nubanBankCode('Guaranty Trust Bank')).toBe('058');
    expect(nubanBankCode('United Bank for Africa')).toBe('033');
    expect(nubanBankCode('Zenith Bank Plc')).toBe('057');
    expect(nubanBankCode('Some Microfinance Bank')).toBeUndefined();
  });

  it('wants 10 digits, and the check digit when the bank is known', () => {
    expect(check('nuban', '0123456784', 'Access Bank')).toEqual({ ok: true, value: '0123456784' });
    expect(check('nuban', '0123 456 784', 'Access Bank')).toEqual({
      ok: true,
      value: '0123456784',
    });
    expect(check('nuban', '0123456785', 'Access Bank')).toEqual({
      ok: false,
      problem: 'checkDigit',
    });
    // An unknown bank: only the shape can be checked.
    expect(check('nuban', '0123456785', 'Some Microfinance Bank').ok).toBe(true);
    expect(check('nuban', '012345678', 'Access Bank')).toEqual({ ok: false, problem: 'shape' });
    expect(check('nuban', '01234567840').ok).toBe(false);
    expect(check('nuban', '012345678a').ok).toBe(false);
  });

  it('accepts exactly one check digit of the ten for any serial', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (serial) => {
        const valid = Array.from({ length: 10 }, (_, d) => `${serial}${d}`).filter(
          (n) => check('nuban', n, 'Zenith Bank').ok,
        );
        expect(valid).toEqual([`${serial}${nubanCheckDigit('057', serial)}`]);
      }),
    );
  });
});

describe('IFSC', () => {
  it('is 4 letters, 0, then 6 letters or digits, stored in capitals', () => {
    expect(check('ifsc', 'HDFC0001234')).toEqual({ ok: true, value: 'HDFC0001234' });
    expect(check('ifsc', 'sbin0000001')).toEqual({ ok: true, value: 'SBIN0000001' });
    for (const bad of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', 'HDFC000123$'])
      expect(check('ifsc', bad)).toEqual({ ok: false, problem: 'shape' });
  });
});

describe('Aadhaar (Verhoeff)', () => {
  it('follows the Verhoeff tables', () => {
    // The textbook example: 236 gets 3.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        expect(verhoeffValid(`${digits}${verhoeffCheckDigit(digits)}`)).toBe(true);
      }),
    );
  });

  it('is 12 digits, not starting with 0 or 1, with a valid check digit', () => {
    const body = '23412341234';
    const number = `${body}${verhoeffCheckDigit(body)}`;
    expect(check('aadhaar', number)).toEqual({ ok: true, value: number });
    expect(
      check('aadhaar', `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`).ok,
    ).toBe(true);
    const wrong = `${body}${(verhoeffCheckDigit(body) + 1) % 10}`;
    expect(check('aadhaar', wrong)).toEqual({ ok: false, problem: 'checkDigit' });
    expect(check('aadhaar', `1${number.slice(1)}`).ok).toBe(false);
    expect(check('aadhaar', number.slice(1))).toEqual({ ok: false, problem: 'shape' });
  });
});

describe('CPF and CNPJ (mod 11)', () => {
  it('checks CPF digits, with or without punctuation', () => {
    expect(cpfValid('52998224725')).toBe(true);
    expect(cpfValid('52998224724')).toBe(false);
    expect(cpfValid('11111111111')).toBe(false);
    expect(check('cpf', '529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
    expect(check('cpf', '529.982.247-52')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(check('cpf', '5299822472')).toEqual({ ok: false, problem: 'shape' });
    expect(check('cpf', '11222333000181')).toEqual({ ok: false, problem: 'shape' });
  });

  it('checks CNPJ digits', () => {
    expect(cnpjValid('11222333000181')).toBe(true);
    expect(cnpjValid('11222333000182')).toBe(false);
    expect(cnpjValid('00000000000000')).toBe(false);
    expect(check('cpf-cnpj', '11.222.333/0001-81')).toEqual({ ok: true, value: '11222333000181' });
    expect(check('cpf-cnpj', '52998224725').ok).toBe(true);
    expect(check('cpf-cnpj', '11.222.333/0001-80')).toEqual({ ok: false, problem: 'checkDigit' });
  });

  it('catches every single mistyped digit of a CPF', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (at, add) => {
        const d = Array.from('52998224725', Number);
        d[at] = (d[at]! + add) % 10;
        expect(cpfValid(d.join(''))).toBe(false);
      }),
    );
  });
});

describe('PIX keys, agency and account (Brazil)', () => {
  it('accepts the five kinds of PIX key', () => {
    expect(check('pix-key', '529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
    expect(check('pix-key', '11222333000181').ok).toBe(true);
    expect(check('pix-key', 'Ana@Example.com')).toEqual({ ok: true, value: 'ana@example.com' });
    expect(check('pix-key', '+55 11 99999-0000')).toEqual({ ok: true, value: '+5511999990000' });
    expect(check('pix-key', '123e4567-e89b-12d3-a456-426614174000').ok).toBe(true);
    expect(check('pix-key', '52998224724')).toEqual({ ok: false, problem: 'checkDigit' });
    for (const bad of ['+1 212 555 0100', 'pix', 'a@b', '<b>@x.com'])
      expect(check('pix-key', bad).ok).toBe(false);
  });

  it('bank code, agency and account', () => {
    expect(check('br-bank-code', '341').ok).toBe(true);
    expect(check('br-bank-code', '34').ok).toBe(false);
    expect(check('br-agency', '0001').ok).toBe(true);
    expect(check('br-agency', '1234-5').ok).toBe(true);
    expect(check('br-agency', '12345').ok).toBe(false);
    expect(check('br-account', '12345-6')).toEqual({ ok: true, value: '12345-6' });
    expect(check('br-account', '123456')).toEqual({ ok: true, value: '12345-6' });
    expect(check('br-account', '12345-x')).toEqual({ ok: true, value: '12345-X' });
    expect(check('br-account', '12345-67').ok).toBe(false);
    expect(check('br-account', '1').ok).toBe(false);
  });
});

describe('ABA routing (3-7-1)', () => {
  it('checks the weighted sum', () => {
    expect(abaRoutingValid('021000021')).toBe(true);
    expect(abaRoutingValid('011000015')).toBe(true);
    expect(abaRoutingValid('121000248')).toBe(true);
    expect(check('aba-routing', '021000022')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(check('aba-routing', '02100002')).toEqual({ ok: false, problem: 'shape' });
  });
});

describe('account numbers and ID numbers', () => {
  it('checks lengths and characters', () => {
    expect(check('in-account', '50100123456789').ok).toBe(true);
    expect(check('in-account', '12345678').ok).toBe(false);
    expect(check('us-account', '000123456789').ok).toBe(true);
    expect(check('us-account', '123').ok).toBe(false);
    expect(check('nin', '12345678901').ok).toBe(true);
    expect(check('nin', 'DEMO-0001').ok).toBe(false);
    expect(check('bvn', '2212345678').ok).toBe(false);
    expect(check('pvc', '90f5b04f9f295467845')).toEqual({
      ok: true,
      value: '90F5B04F9F295467845',
    });
    expect(check('pvc', '90F5B04F9F29546784').ok).toBe(false);
  });

  it("takes a tenant's own pattern", () => {
    const dl = { pattern: '^[A-Za-z]{3}[0-9]{5,9}[A-Za-z0-9]{0,4}$', example: 'ABC12345AA12' };
    expect(check(dl, ' ABC12345AA12 ')).toEqual({ ok: true, value: 'ABC12345AA12' });
    expect(check(dl, 'AB12345')).toEqual({ ok: false, problem: 'shape' });
    // Worded "must look like ABC12345AA12" by the server (apps/server/test/messages).
    expect(formatMessageKey(dl, 'shape')).toBe('format.pattern');
  });
});

describe('format data and messages', () => {
  it('refuses broken patterns in tenant data', () => {
    expect(FieldFormat.safeParse('nuban').success).toBe(true);
    expect(FieldFormat.safeParse('iban').success).toBe(false);
    expect(FieldFormat.safeParse({ pattern: '^[A-Z]+$', example: 'ABC' }).success).toBe(true);
    expect(FieldFormat.safeParse({ pattern: '^[A-Z+$', example: 'ABC' }).success).toBe(false);
    expect(FieldFormat.safeParse({ pattern: '[A-Z]+', example: 'ABC' }).success).toBe(false);
    expect(FieldFormat.safeParse({ pattern: '^[A-Z]+$', example: 'abc' }).success).toBe(false);
  });

  // The words of each key (every language) are checked where they live: the server's
  // catalogue (apps/server/test/messages) and the web app's.
  it('has a key for every format and problem', () => {
    const keys = FIELD_FORMAT_NAMES.map((n) => formatMessageKey(n, 'shape'));
    expect(new Set(keys).size).toBe(FIELD_FORMAT_NAMES.length);
    for (const name of FIELD_FORMAT_NAMES)
      expect(formatMessageKey(name, 'checkDigit')).toMatch(
        new RegExp(`^format\\.(${name}\\.)?checkDigit$`),
      );
  });

  it('spots markup', () => {
    expect(hasMarkup('Ada <b>Obi</b>')).toBe(true);
    expect(hasMarkup('Ada Obi')).toBe(false);
    expect(hasMarkup(undefined)).toBe(false);
  });
});

describe('identity documents: each number valid and invalid', () => {
  // [format, valid numbers (as typed), invalid numbers with the problem the check reports]
  const table: Array<[FieldFormatName, string[], Array<[string, 'shape' | 'checkDigit']>]> = [
    ['nin', ['12345678901'], [['1234567890', 'shape']]],
    ['ng-driving-licence', ['ABC12345AA12', 'abc123456789'], [['D1234567', 'shape']]],
    [
      'ng-passport',
      ['A12345678', 'b 1234 5678'],
      [
        ['A1234567', 'shape'],
        ['123456789', 'shape'],
      ],
    ],
    [
      'aadhaar',
      ['234123412346', '2341 2341 2346', '999999990019'],
      [
        ['234123412347', 'checkDigit'],
        ['999999990018', 'checkDigit'],
        ['123412341234', 'shape'],
      ],
    ],
    [
      'pan',
      ['ABCPE1234F', 'aaacb1234c'],
      [
        ['ABCXE1234F', 'shape'],
        ['ABCPE12345', 'shape'],
        ['ABCP1234F', 'shape'],
      ],
    ],
    [
      'cpf',
      ['529.982.247-25', '52998224725'],
      [
        ['529.982.247-24', 'checkDigit'],
        ['11111111111', 'checkDigit'],
        ['5299822472', 'shape'],
      ],
    ],
    ['ric', ['52998224725'], [['52998224735', 'checkDigit']]],
    [
      'cnh',
      ['02650306461', '97625655678'],
      [
        ['02650306462', 'checkDigit'],
        ['97625655668', 'checkDigit'],
        ['11111111111', 'checkDigit'],
        ['0265030646', 'shape'],
      ],
    ],
    [
      'ssn',
      ['123-45-6789', '078051120', '665-01-0001', '899-99-9999'],
      [
        ['000-12-3456', 'shape'],
        ['666-12-3456', 'shape'],
        ['900-70-1234', 'shape'],
        ['999-99-9999', 'shape'],
        ['123-00-4567', 'shape'],
        ['123-45-0000', 'shape'],
        ['12-345-678', 'shape'],
      ],
    ],
    [
      'itin',
      [
        '912-50-1234',
        '912-65-1234',
        '999-88-1234',
        '900-70-0000',
        '912-90-1234',
        '912-92-1234',
        '912-94-1234',
      ],
      [
        ['912-49-1234', 'shape'],
        ['912-69-1234', 'shape'],
        ['912-89-1234', 'shape'],
        ['912-66-1234', 'shape'],
        ['912-93-1234', 'shape'],
        ['812-70-1234', 'shape'],
      ],
    ],
    [
      'us-state-id',
      ['D1234567', 'S123-4567-8901'],
      [
        ['D12', 'shape'],
        ['D1234567!', 'shape'],
      ],
    ],
    [
      'us-passport',
      ['123456789', 'A12345678'],
      [
        ['12345678', 'shape'],
        ['AB1234567', 'shape'],
      ],
    ],
  ];

  for (const [format, valid, invalid] of table) {
    it(`${format}: accepts ${valid.join(', ')}`, () => {
      for (const number of valid) expect(check(format, number).ok, number).toBe(true);
    });
    it(`${format}: refuses ${invalid.map(([n]) => n).join(', ')}`, () => {
      for (const [number, problem] of invalid)
        expect(check(format, number), number).toEqual({ ok: false, problem });
    });
  }

  it('stores the bare number, in capitals', () => {
    expect(check('ssn', '123-45-6789')).toEqual({ ok: true, value: '123456789' });
    expect(check('pan', 'abcpe1234f')).toEqual({ ok: true, value: 'ABCPE1234F' });
    expect(check('ric', '529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
  });

  it('names the document in a check-digit message; bank numbers keep the general one', () => {
    expect(formatMessageKey('aadhaar', 'checkDigit')).toBe('format.aadhaar.checkDigit');
    expect(formatMessageKey('cnh', 'checkDigit')).toBe('format.cnh.checkDigit');
    expect(formatMessageKey('ssn', 'shape')).toBe('format.ssn');
    expect(formatMessageKey('nuban', 'checkDigit')).toBe('format.checkDigit');
  });
});

describe('the check functions on their own', () => {
  it('CNH: two check digits', () => {
    expect(cnhValid('02650306461')).toBe(true);
    expect(cnhValid('02650306460')).toBe(false);
  });
  it('SSN and ITIN ranges; PAN holder letter', () => {
    expect(ssnValid('123456789')).toBe(true);
    expect(ssnValid('666123456')).toBe(false);
    expect(itinValid('900701234')).toBe(true);
    expect(itinValid('900691234')).toBe(false);
    expect(panValid('ABCPE1234F')).toBe(true);
    expect(panValid('ABCZE1234F')).toBe(false);
  });
  it('masks all but the last 4 characters', () => {
    expect(maskNumber('234123412346')).toBe('•••• 2346');
    expect(maskNumber('ABCPE1234F')).toBe('•••• 234F');
    expect(maskNumber('1234')).toBe('••••');
  });
  it('masks a PIX key by its kind; bank codes are listed whole', () => {
    expect(maskPixKey('52998224725')).toBe('•••• 4725');
    expect(maskPixKey('ana.souza@example.com')).toBe('a••••@example.com');
    expect(maskPixKey('+5511987654321')).toBe('•••• 4321');
    expect(maskPixKey('123e4567-e89b-12d3-a456-426614174000')).toBe('•••• 4000');
    expect(listedFieldValue('pix-key', '52998224725')).toBe('•••• 4725');
    expect(listedFieldValue('ifsc', 'HDFC0001234')).toBe('HDFC0001234');
  });
  it('USDT transaction hashes by network, stored in lower case', () => {
    const hex = 'A1b2'.repeat(16);
    expect(checkFieldFormat('trc20-tx', hex)).toEqual({ ok: true, value: hex.toLowerCase() });
    expect(checkFieldFormat('trc20-tx', `0x${hex}`).ok).toBe(false);
    expect(checkFieldFormat('erc20-tx', `0x${hex}`)).toEqual({
      ok: true,
      value: `0x${hex.toLowerCase()}`,
    });
    expect(checkFieldFormat('erc20-tx', hex).ok).toBe(false);
    expect(checkFieldFormat('trc20-tx', `${hex.slice(1)}g`).ok).toBe(false);
  });
});
