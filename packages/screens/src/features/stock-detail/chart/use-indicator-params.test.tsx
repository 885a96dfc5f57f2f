import { OnDeviceProvider } from '@trading/ui-kit';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/testing/fake-api';
import { renderScreen } from '../../../shared/testing/render-screen';
import { PROFILE } from '../testing/render-stock-detail';
import { DEFAULT_INDICATOR_PARAMS, type IndicatorParams } from './indicator-params';
import { writeIndicatorParams } from './indicator-params-storage';
import { GUEST } from './indicator-params-owner';
import { useIndicatorParams } from './use-indicator-params';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CUSTOM: IndicatorParams = { ...DEFAULT_INDICATOR_PARAMS, MA: [7, 14, 28, 56] };

/** Every value of the chart's parameters, render by render, on a page taken over from the server. */
function paramsSeen(loggedIn: boolean) {
  const seen: Array<IndicatorParams | undefined> = [];
  function Probe() {
    seen.push(useIndicatorParams().params);
    return null;
  }
  renderScreen(
    <OnDeviceProvider serverHtml>
      <Probe />
    </OnDeviceProvider>,
    { loggedIn, api: { userProfile: () => ok(PROFILE) } },
  );
  return seen;
}

describe('useIndicatorParams on a server-rendered page', () => {
  it("draws a guest's chart with the defaults, then with the guest's own once the device is read", async () => {
    writeIndicatorParams(localStorage, GUEST, CUSTOM);
    const seen = paramsSeen(false);
    expect(seen[0]).toBe(DEFAULT_INDICATOR_PARAMS);
    await waitFor(() => expect(seen.at(-1)).toEqual(CUSTOM));
  });

  it('has nothing to redraw for a guest who kept the defaults', async () => {
    const seen = paramsSeen(false);
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    expect(new Set(seen)).toEqual(new Set([DEFAULT_INDICATOR_PARAMS]));
  });

  it("keeps a signed-in user's chart waiting for their own, never drawing the defaults first", async () => {
    writeIndicatorParams(localStorage, PROFILE.account, CUSTOM);
    const seen = paramsSeen(true);
    await waitFor(() => expect(seen.at(-1)).toEqual(CUSTOM));
    expect(seen.filter((params) => params !== undefined && params !== seen.at(-1))).toEqual([]);
  });
});
