import { useTenant } from '@trading/screens/context';
import { BottomSheet, Button } from '@trading/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useIsLoggedIn } from '../session/use-is-logged-in';
import { readInstallHistory, rememberDismissal } from './install-history';
import { shouldOfferInstall } from './install-offer-rules';
import { spendInstallPrompt, useInstallPrompt } from './install-prompt';

/** The page (or the screen after sign-in) settles first: the offer never covers a first paint. */
export const OFFER_DELAY_MS = 2_000;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `0 ${theme.space.lg}px ${theme.space.lg}px`};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
`;

/** True from the moment the user signs in during this visit (a kept session does not count). */
function useSignedInThisVisit(): boolean {
  const loggedIn = useIsLoggedIn();
  const before = useRef(loggedIn);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (loggedIn && !before.current) setSignedIn(true);
    before.current = loggedIn;
  }, [loggedIn]);
  return signedIn;
}

/** "Add to home screen", offered once the rules say so (install-offer-rules.ts). */
export function InstallOffer() {
  const intl = useIntl();
  const { definition } = useTenant();
  const prompt = useInstallPrompt();
  const signedInThisVisit = useSignedInThisVisit();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const moment = {
      ...readInstallHistory(localStorage),
      promptReady: prompt !== null,
      signedInThisVisit,
    };
    if (!shouldOfferInstall(moment)) return undefined;
    const timer = setTimeout(() => setOpen(true), OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prompt, signedInThisVisit]);

  const dismiss = () => {
    rememberDismissal(localStorage);
    setOpen(false);
  };
  const install = async () => {
    if (!prompt) return;
    setOpen(false);
    spendInstallPrompt();
    await prompt.prompt();
    // A no in the browser's own dialog is a no to the offer too.
    if ((await prompt.userChoice).outcome === 'dismissed') rememberDismissal(localStorage);
  };

  return (
    <BottomSheet
      open={open && prompt !== null}
      onClose={dismiss}
      title={intl.formatMessage({ id: 'install.title' })}
    >
      <Body>
        <Text>{intl.formatMessage({ id: 'install.body' }, { title: definition.title })}</Text>
        <Button $variant="primary" $block onClick={() => void install()}>
          {intl.formatMessage({ id: 'install.accept' })}
        </Button>
        <Button $variant="text" $block onClick={dismiss}>
          {intl.formatMessage({ id: 'install.dismiss' })}
        </Button>
      </Body>
    </BottomSheet>
  );
}
