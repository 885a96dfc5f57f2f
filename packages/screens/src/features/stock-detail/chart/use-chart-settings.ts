import {
  selectIsLoggedIn,
  useChartSettingsQuery,
  useChartSettingsSaveMutation,
} from '@trading/api';
import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useBrowserStorage } from '../../../shared/use-browser-storage';
import { DEFAULT_INDICATORS, type IndicatorKind } from './indicator-kind';
import { DEFAULT_INDICATOR_PARAMS, perIndicator, type IndicatorParams } from './indicator-params';
import { GUEST, readIndicatorParams, writeIndicatorParams } from './indicator-params-storage';

/** What the chart is drawn with: the indicators on and every indicator's parameters. */
export interface ChartSettingsValue {
  indicators: readonly IndicatorKind[];
  params: IndicatorParams;
}

export interface ChartSettingsState {
  /** Undefined while the signed-in user's own are on their way: the chart waits for them. */
  settings: ChartSettingsValue | undefined;
  /** Shows new settings at once and keeps them; undefined until there are settings to change. */
  save: ((next: ChartSettingsValue) => void) | undefined;
}

const DEFAULTS: ChartSettingsValue = {
  indicators: DEFAULT_INDICATORS,
  params: DEFAULT_INDICATOR_PARAMS,
};

/**
 * A signed-in user's settings are kept with the account (GET/PUT /user/chartSettings), so
 * they follow the user to every device; none saved yet means the defaults. A failed read
 * draws the defaults too, rather than no chart.
 */
function useAccountSettings(signedIn: boolean): ChartSettingsState {
  const query = useChartSettingsQuery(undefined, { skip: !signedIn });
  const [send] = useChartSettingsSaveMutation();
  // The latest change, shown while the server keeps it (and if it cannot).
  const [changed, setChanged] = useState<ChartSettingsValue | null>(null);
  const save = useCallback(
    (next: ChartSettingsValue) => {
      setChanged(next);
      void send({
        indicators: [...next.indicators],
        params: perIndicator((kind) => [...next.params[kind]]),
      });
    },
    [send],
  );
  const known = query.data !== undefined || query.isError;
  if (changed) return { settings: changed, save };
  if (!known) return { settings: undefined, save: undefined };
  return { settings: query.data ?? DEFAULTS, save };
}

/**
 * A guest's parameters are kept on the device. Until the device can be read (the server's
 * page, and its takeover) the chart is drawn with the defaults, which most guests keep: the
 * page arrives with its chart, and a set away from them is redrawn right after.
 */
function useGuestSettings(): ChartSettingsState {
  const storage = useBrowserStorage();
  const stored = useMemo(
    () => (storage === null ? DEFAULT_INDICATOR_PARAMS : readIndicatorParams(storage, GUEST)),
    [storage],
  );
  const [changed, setChanged] = useState<ChartSettingsValue | null>(null);
  const save = useCallback(
    (next: ChartSettingsValue) => {
      setChanged(next);
      if (storage !== null) writeIndicatorParams(storage, GUEST, next.params);
    },
    [storage],
  );
  return {
    settings:
      changed ?? (stored === DEFAULT_INDICATOR_PARAMS ? DEFAULTS : { ...DEFAULTS, params: stored }),
    save,
  };
}

/** The chart's settings: the signed-in user's from their account, a guest's from the device. */
export function useChartSettings(): ChartSettingsState {
  const signedIn = useSelector(selectIsLoggedIn);
  const account = useAccountSettings(signedIn);
  const guest = useGuestSettings();
  return signedIn ? account : guest;
}
