import { OnDeviceProvider } from '@trading/ui-kit';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type FakeHandler } from '../../../shared/testing/fake-api';
import { renderScreen } from '../../../shared/testing/render-screen';
import type { ChartSettings } from '@trading/contract';
import { DEFAULT_INDICATOR_PARAMS, perIndicator } from './indicator-params';
import { GUEST, writeIndicatorParams } from './indicator-params-storage';
import { useChartSettings, type ChartSettingsValue } from './use-chart-settings';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CUSTOM: ChartSettings['params'] = {
  ...perIndicator((kind) => [...DEFAULT_INDICATOR_PARAMS[kind]]),
  MA: [7, 14, 28, 56],
};

/** Every value of the chart's settings, render by render, on a page taken over from the server. */
function settingsSeen(loggedIn: boolean, account: FakeHandler<'chartSettings'> = () => ok(null)) {
  const seen: Array<ChartSettingsValue | undefined> = [];
  function Probe() {
    seen.push(useChartSettings().settings);
    return null;
  }
  const { server } = renderScreen(
    <OnDeviceProvider serverHtml>
      <Probe />
    </OnDeviceProvider>,
    { loggedIn, api: { chartSettings: account } },
  );
  return { seen, server };
}

describe('useChartSettings on a server-rendered page', () => {
  it("draws a guest's chart with the defaults, then with the guest's own once the device is read", async () => {
    writeIndicatorParams(localStorage, GUEST, CUSTOM);
    const { seen, server } = settingsSeen(false);
    expect(seen[0]).toEqual({ indicators: ['MA'], params: DEFAULT_INDICATOR_PARAMS });
    await waitFor(() => expect(seen.at(-1)?.params).toEqual(CUSTOM));
    expect(server.sent('chartSettings')).toHaveLength(0);
  });

  it('has nothing to redraw for a guest who kept the defaults', async () => {
    const { seen } = settingsSeen(false);
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    expect(new Set(seen.map((settings) => settings?.params))).toEqual(
      new Set([DEFAULT_INDICATOR_PARAMS]),
    );
  });

  it("keeps a signed-in user's chart waiting for the account's settings, never drawing the defaults first", async () => {
    writeIndicatorParams(localStorage, GUEST, DEFAULT_INDICATOR_PARAMS);
    const kept: ChartSettings = { indicators: ['RSI'], params: CUSTOM };
    const { seen } = settingsSeen(true, () => ok(kept));
    await waitFor(() => expect(seen.at(-1)).toEqual(kept));
    expect(seen.filter((settings) => settings !== undefined && settings !== seen.at(-1))).toEqual(
      [],
    );
  });

  it('draws the defaults for a signed-in user with none saved, or when the account cannot be read', async () => {
    for (const answer of [
      () => ok(null),
      () => fail(50000, 'down'),
    ] as FakeHandler<'chartSettings'>[]) {
      const { seen } = settingsSeen(true, answer);
      await waitFor(() =>
        expect(seen.at(-1)).toEqual({ indicators: ['MA'], params: DEFAULT_INDICATOR_PARAMS }),
      );
      cleanup();
    }
  });
});
