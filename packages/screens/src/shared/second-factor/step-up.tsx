import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

type AskStepUp = () => Promise<boolean>;

const StepUpContext = createContext<AskStepUp | null>(null);

// Fetched the first time a step-up is asked for: the dialog (and its sheet) stay out of the
// first page, which every visitor loads and few ever need it on.
const StepUpDialog = lazy(() =>
  import('./step-up-dialog').then(({ StepUpDialog }) => ({ default: StepUpDialog })),
);

/**
 * Asks for the second factor when the server wants a step-up (SECOND_FACTOR_REQUIRED): one
 * dialog for the whole app, resolving true once POST /user/step-up opened the window, false
 * when the user closed it. Every call made through useApiCall retries itself after it.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<((done: boolean) => void) | null>(null);
  const ask = useCallback<AskStepUp>(
    () => new Promise<boolean>((resolve) => setPending(() => resolve)),
    [],
  );
  const close = useCallback(
    (done: boolean) => {
      pending?.(done);
      setPending(null);
    },
    [pending],
  );
  return (
    <StepUpContext.Provider value={ask}>
      {children}
      {pending && (
        <Suspense>
          <StepUpDialog onClose={close} />
        </Suspense>
      )}
    </StepUpContext.Provider>
  );
}

/** The step-up question, or null outside a StepUpProvider (screen tests). */
export function useStepUpPrompt(): AskStepUp | null {
  return useContext(StepUpContext);
}
