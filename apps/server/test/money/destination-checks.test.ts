import { describe, expect, it } from 'vitest';
import { normalisedName, sameHolder } from '../../src/finance/holder-name';
import { isErc20Address, isTrc20Address, isUsdtAddress } from '../../src/finance/usdt-address';

describe('USDT address checksums', () => {
  it('accepts TRC20 addresses whose base58check holds and refuses a changed character', () => {
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTrc20Address('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTrc20Address('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe(false);
    expect(isTrc20Address('T000000000000000000000000000000000')).toBe(false);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
  });

  it('accepts EIP-55 checksummed ERC20 addresses and refuses a wrong or missing checksum', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ])
      expect(isErc20Address(address)).toBe(true);
    expect(isErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isErc20Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });

  it('a USDT destination is either', () => {
    expect(isUsdtAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isUsdtAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isUsdtAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
  });
});

describe('holder name normalisation', () => {
  it('ignores case, accents, spacing, punctuation and word order', () => {
    expect(normalisedName('  José  da SILVA ')).toBe('da jose silva');
    expect(sameHolder('OBI, Ada', 'Ada Obi')).toBe(true);
    expect(sameHolder('Ana-Lúcia Souza', 'ana lucia souza')).toBe(true);
    expect(sameHolder('Ravi', 'Ravi')).toBe(true);
  });

  it('refuses another person, a missing or extra word, and an empty name', () => {
    expect(sameHolder('John Stranger', 'Ada Obi')).toBe(false);
    expect(sameHolder('Ada', 'Ada Obi')).toBe(false);
    expect(sameHolder('Ada Ngozi Obi', 'Ada Obi')).toBe(false);
    expect(sameHolder(' - ', '')).toBe(false);
  });
});
