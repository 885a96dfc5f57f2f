import { describe, expect, it } from 'vitest';
import { shouldOfferInstall, type InstallMoment } from './install-offer-rules';

const moment = (overrides: Partial<InstallMoment>): InstallMoment => ({
  visits: 1,
  dismissed: false,
  promptReady: true,
  signedInThisVisit: false,
  ...overrides,
});

describe('shouldOfferInstall', () => {
  it('waits on a first visit until the user signs in', () => {
    expect(shouldOfferInstall(moment({}))).toBe(false);
    expect(shouldOfferInstall(moment({ signedInThisVisit: true }))).toBe(true);
  });

  it('offers on a second visit and later', () => {
    expect(shouldOfferInstall(moment({ visits: 2 }))).toBe(true);
    expect(shouldOfferInstall(moment({ visits: 7 }))).toBe(true);
  });

  it('never offers once turned down, or while the browser cannot install', () => {
    expect(shouldOfferInstall(moment({ visits: 3, dismissed: true }))).toBe(false);
    expect(shouldOfferInstall(moment({ signedInThisVisit: true, dismissed: true }))).toBe(false);
    expect(shouldOfferInstall(moment({ visits: 3, promptReady: false }))).toBe(false);
  });
});
