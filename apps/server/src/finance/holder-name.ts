/**
 * A person's name reduced to what identifies it across forms: accents dropped (José → jose),
 * case folded, punctuation and runs of spaces as one separator, words sorted so "Obi Ada" and
 * "Ada Obi" agree (banks and ID cards order given and family names differently).
 */
export function normalisedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .sort()
    .join(' ');
}

/** The account holder is the verified person: the same words, in any order and spelling case. */
export const sameHolder = (accountName: string, kycName: string): boolean =>
  normalisedName(accountName) !== '' && normalisedName(accountName) === normalisedName(kycName);
