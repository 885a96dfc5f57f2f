import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';
import { useUiText } from '../text/ui-text';

/** How long a toast shows. */
const TOAST_MS = 2_000;
/** The blocking "Loading..." toast closes itself after this at the latest. */
const LOADING_TOAST_MS = 20_000;

export interface ToastOptions {
  /** Milliseconds before the toast closes itself. */
  duration?: number;
}

/** Closes the toast it was returned for (and nothing that replaced it). */
export type CloseToast = () => void;

export interface ToastApi {
  /** A short message; closes after 2000 ms by default. */
  show(message: ReactNode, options?: ToastOptions): CloseToast;
  /** A blocking "Loading..." toast; close it when the work ends (it gives up after 20000 ms). */
  loading(message?: ReactNode, options?: ToastOptions): CloseToast;
}

interface ActiveToast {
  id: number;
  kind: 'text' | 'loading';
  message: ReactNode;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const LiveRegion = styled.div`
  position: fixed;
  inset: 0;
  z-index: 3000;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

// The loading toast is modal on purpose: it stops double submits while a call runs.
const Blocker = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: auto;
`;

const Bubble = styled.div<{ $loading: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 70%;
  min-width: ${({ $loading }) => ($loading ? 120 : 0)}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: rgba(0, 0, 0, 0.8);
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-align: center;
  word-break: break-word;
`;

export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(0);

  const open = useCallback(
    (kind: ActiveToast['kind'], message: ReactNode, duration: number): CloseToast => {
      const id = ++nextId.current;
      // One toast at a time: a new one replaces whatever is showing.
      setToast({ id, kind, message, duration });
      return () => setToast((current) => (current?.id === id ? null : current));
    },
    [],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show: (message, options) => open('text', message, options?.duration ?? TOAST_MS),
      loading: (message, options) =>
        open('loading', message, options?.duration ?? LOADING_TOAST_MS),
    }),
    [open],
  );

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.duration,
    );
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastView toast={toast} />
    </ToastContext.Provider>
  );
}

function ToastView({ toast }: { toast: ActiveToast | null }) {
  const text = useUiText();
  const loading = toast?.kind === 'loading';
  // The live region stays mounted so screen readers announce each new message.
  return (
    <LiveRegion role="status" aria-live="polite" aria-busy={loading || undefined}>
      {loading && <Blocker data-testid="toast-blocker" />}
      {toast && (
        <Bubble $loading={loading}>
          {loading && <Spinner $size={28} />}
          <span>{toast.message ?? (loading ? text.loading : null)}</span>
        </Bubble>
      )}
    </LiveRegion>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
