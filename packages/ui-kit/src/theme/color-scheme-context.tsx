import {
  offeredSchemes,
  paintedScheme,
  schemeColors,
  type ColorScheme,
  type ColorTokens,
  type SchemeChoice,
  type TenantTokens,
} from '@trading/contract/tenant';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  readSchemeChoice,
  subscribeScheme,
  systemPrefersDark,
  writeSchemeChoice,
} from './scheme-store';
import { syncThemeColorMetas } from './theme-color-metas';

export interface ColorSchemeState {
  /** The schemes the tenant offers; one means it is pinned and there is no choice to make. */
  offered: ColorScheme[];
  choice: SchemeChoice;
  /** The scheme on screen now. */
  painted: ColorScheme;
  /** The painted palette as literal colours, for what cannot read CSS variables (charts). */
  colors: ColorTokens;
  setChoice: (choice: SchemeChoice) => void;
}

const ColorSchemeContext = createContext<ColorSchemeState | null>(null);

const snapshot = () => `${readSchemeChoice()} ${systemPrefersDark() ? 'dark' : 'light'}`;

/**
 * Follows the user's choice and the system setting. The server (and hydration) renders the
 * tenant's own scheme; the CSS has already painted the right one, and this catches up after,
 * as a transition: the whole app reads this context, and a store read during render
 * (useSyncExternalStore) would re-render it at once in one long task, hydrating the rest of
 * the page in that task too, on every visit whose system scheme is not the tenant's.
 */
export function ColorSchemeProvider({
  tokens,
  children,
}: {
  tokens: TenantTokens;
  children?: ReactNode;
}) {
  const ownSnapshot = `system ${tokens.scheme}`;
  const [current, setCurrent] = useState(ownSnapshot);
  useEffect(() => {
    const follow = () => startTransition(() => setCurrent(snapshot()));
    follow();
    return subscribeScheme(follow);
  }, []);
  const state = useMemo<ColorSchemeState>(() => {
    const [choice, system] = current.split(' ') as [SchemeChoice, ColorScheme];
    const painted = paintedScheme(tokens, choice, system === 'dark');
    return {
      offered: offeredSchemes(tokens),
      choice,
      painted,
      colors: schemeColors(tokens, painted),
      setChoice: writeSchemeChoice,
    };
  }, [tokens, current]);
  useEffect(() => syncThemeColorMetas(tokens, state.choice), [tokens, state.choice]);
  return <ColorSchemeContext.Provider value={state}>{children}</ColorSchemeContext.Provider>;
}

/** The tenant's own scheme, fixed: the back office and tests, which do not follow the user. */
export function OwnSchemeProvider({
  tokens,
  children,
}: {
  tokens: TenantTokens;
  children?: ReactNode;
}) {
  const state = useMemo<ColorSchemeState>(
    () => ({
      offered: [tokens.scheme],
      choice: 'system',
      painted: tokens.scheme,
      colors: tokens.color,
      setChoice: () => undefined,
    }),
    [tokens],
  );
  return <ColorSchemeContext.Provider value={state}>{children}</ColorSchemeContext.Provider>;
}

/** The scheme on screen, the user's choice and how to change it (inside UiThemeProvider). */
export function useColorScheme(): ColorSchemeState {
  const state = useContext(ColorSchemeContext);
  if (!state) throw new Error('useColorScheme outside UiThemeProvider');
  return state;
}
