import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createAppStore, setToken, STORAGE_KEYS, type AppStore } from '@trading/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app';
import { createFeedClient } from '../feed/feed-client';
import { readTenant } from '../tenant/tenant';
import { InstallOffer, OFFER_DELAY_MS } from './install-offer';
import { captureInstallPrompt } from './install-prompt';

let release: () => void;
beforeEach(() => {
  // Only the offer's delay is faked: the sheet's motion runs on animation frames.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  release = captureInstallPrompt(window);
});
afterEach(() => {
  release();
  vi.useRealTimers();
});

/** The browser saying the app can be installed, answering its dialog with `outcome`. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

async function renderOffer({ visits = 1, dismissed = false } = {}): Promise<AppStore> {
  localStorage.setItem(STORAGE_KEYS.installVisits, String(visits));
  if (dismissed) localStorage.setItem(STORAGE_KEYS.installDismissed, '1');
  const store = createAppStore();
  render(
    <AppProviders store={store} tenant={readTenant()} feedClient={createFeedClient()}>
      <p>page</p>
      <InstallOffer />
    </AppProviders>,
  );
  // Nothing shows before the catalogue has loaded.
  await screen.findByText('page');
  return store;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(OFFER_DELAY_MS));
const offer = () => screen.queryByRole('dialog', { name: 'Install the app' });
const offerMade = () => screen.findByRole('dialog', { name: 'Install the app' });
/** The sheet loads on demand: give it the time it would take to show. */
const noOfferMade = () =>
  expect(
    screen.findByRole('dialog', { name: 'Install the app' }, { timeout: 300 }),
  ).rejects.toThrow();

describe('InstallOffer', () => {
  it('is not made on a first visit', async () => {
    await renderOffer({ visits: 1 });
    browserOffersInstall();
    await settle();
    await noOfferMade();
  });

  it('is made on a second visit, once the page has settled', async () => {
    await renderOffer({ visits: 2 });
    const event = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(offer()).toBeNull();
    await settle();
    expect(await offerMade()).toBeTruthy();
  });

  it('is made on a first visit after the user signs in', async () => {
    const store = await renderOffer({ visits: 1 });
    browserOffersInstall();
    await settle();
    await noOfferMade();
    act(() => void store.dispatch(setToken('new-session')));
    await settle();
    expect(await offerMade()).toBeTruthy();
  });

  it('is not made again once turned down', async () => {
    await renderOffer({ visits: 2 });
    browserOffersInstall();
    await settle();
    const notNow = within(await offerMade()).getByRole('button', { name: 'Not now' });
    act(() => notNow.click());
    expect(localStorage.getItem(STORAGE_KEYS.installDismissed)).toBe('1');
    // The sheet slides away before it leaves the page.
    await waitFor(() => expect(offer()).toBeNull());
  });

  it('never shows to a visitor who turned it down before', async () => {
    await renderOffer({ visits: 5, dismissed: true });
    browserOffersInstall();
    await settle();
    await noOfferMade();
  });

  it("opens the browser's install dialog, a no there counting as a dismissal", async () => {
    await renderOffer({ visits: 2 });
    const event = browserOffersInstall('dismissed');
    await settle();
    const install = within(await offerMade()).getByRole('button', { name: 'Install' });
    await act(async () => install.click());
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.installDismissed)).toBe('1');
    // The sheet slides away before it leaves the page.
    await waitFor(() => expect(offer()).toBeNull());
  });
});
