import { useStepUpMutation } from '@trading/api';
import type { SecondFactor } from '@trading/contract';
import { Popup, useToast } from '@trading/ui-kit';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../forms/api-error-text';
import { SecondFactorForm } from './second-factor-form';

type AskStepUp = () => Promise<boolean>;

const StepUpContext = createContext<AskStepUp | null>(null);

/**
 * Asks for the second factor when the server wants a step-up (SECOND_FACTOR_REQUIRED): one
 * dialog for the whole app, resolving true once POST /user/step-up opened the window, false
 * when the user closed it. Every call made through useApiCall retries itself after it.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const [stepUp, { isLoading }] = useStepUpMutation();
  const [pending, setPending] = useState<((done: boolean) => void) | null>(null);

  const ask = useCallback<AskStepUp>(
    () => new Promise<boolean>((resolve) => setPending(() => resolve)),
    [],
  );
  const close = (done: boolean) => {
    pending?.(done);
    setPending(null);
  };
  const submit = async (secondFactor: SecondFactor) => {
    const result = await stepUp({ secondFactor });
    if (result.error !== undefined) toast.show(apiErrorText(result.error, intl));
    else close(true);
  };

  return (
    <StepUpContext.Provider value={ask}>
      {children}
      <Popup
        open={pending !== null}
        onClose={() => close(false)}
        position="center"
        title={intl.formatMessage({ id: 'twoFactor.stepUpTitle' })}
      >
        {pending && <SecondFactorForm onSubmit={submit} busy={isLoading} />}
      </Popup>
    </StepUpContext.Provider>
  );
}

/** The step-up question, or null outside a StepUpProvider (screen tests). */
export function useStepUpPrompt(): AskStepUp | null {
  return useContext(StepUpContext);
}
