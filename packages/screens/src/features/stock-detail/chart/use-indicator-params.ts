import { selectIsLoggedIn, useUserProfileQuery } from '@trading/api';
import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { DEFAULT_INDICATOR_PARAMS, type IndicatorParams } from './indicator-params';
import { GUEST, paramsOwner } from './indicator-params-owner';
import { readIndicatorParams, writeIndicatorParams } from './indicator-params-storage';
import { useBrowserStorage } from '../../../shared/use-browser-storage';

export interface IndicatorSettings {
  /** What the chart draws with; undefined while it is not yet known whose parameters to use. */
  params: IndicatorParams | undefined;
  /** Keeps new parameters for this user on this device; undefined with nobody to keep them for. */
  save: ((params: IndicatorParams) => void) | undefined;
}

/** The signed-in user's indicator parameters on this device (the guest's when signed out). */
export function useIndicatorParams(): IndicatorSettings {
  const loggedIn = useSelector(selectIsLoggedIn);
  const profile = useUserProfileQuery(undefined, { skip: !loggedIn });
  const owner = paramsOwner(loggedIn, profile);
  const key = typeof owner === 'object' ? owner.key : null;
  const storage = useBrowserStorage();
  const stored = useMemo(
    () => (key === null || storage === null ? undefined : readIndicatorParams(storage, key)),
    [key, storage],
  );
  const [saved, setSaved] = useState<{ key: string; params: IndicatorParams } | null>(null);
  const save = useCallback(
    (params: IndicatorParams) => {
      if (key === null) return;
      writeIndicatorParams(localStorage, key, params);
      setSaved({ key, params });
    },
    [key],
  );
  if (key === null)
    return { params: owner === 'pending' ? undefined : DEFAULT_INDICATOR_PARAMS, save: undefined };
  // Until the device can be read (the server's page, and its takeover) a guest's chart is drawn
  // with the defaults, which most guests keep: the page arrives with its chart, and one set
  // away from them is redrawn right after. A user's own wait for the device.
  if (storage === null)
    return { params: key === GUEST ? DEFAULT_INDICATOR_PARAMS : undefined, save: undefined };
  return { params: saved?.key === key ? saved.params : stored, save };
}
