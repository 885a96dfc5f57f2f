import { useTenant } from '@trading/screens/context';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIsLoggedIn } from '../session/use-is-logged-in';
import { readInstallHistory, rememberDismissal } from './install-history';
import { shouldOfferInstall } from './install-offer-rules';
import { spendInstallPrompt, useInstallPrompt } from './install-prompt';

/** The page (or the screen after sign-in) settles first: the offer never covers a first paint. */
export const OFFER_DELAY_MS = 2_000;

// Most visits never see the offer: its sheet loads only when it is made, not with the page.
const InstallOfferSheet = lazy(() => import('./install-offer-sheet'));

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
  const { definition } = useTenant();
  const prompt = useInstallPrompt();
  const signedInThisVisit = useSignedInThisVisit();
  const [open, setOpen] = useState(false);
  // Kept mounted once made, so closing slides the sheet away.
  const [made, setMade] = useState(false);

  useEffect(() => {
    const moment = {
      ...readInstallHistory(localStorage),
      promptReady: prompt !== null,
      signedInThisVisit,
    };
    if (!shouldOfferInstall(moment)) return undefined;
    const timer = setTimeout(() => {
      setMade(true);
      setOpen(true);
    }, OFFER_DELAY_MS);
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

  if (!made) return null;
  return (
    <Suspense fallback={null}>
      <InstallOfferSheet
        open={open && prompt !== null}
        title={definition.title}
        onInstall={() => void install()}
        onDismiss={dismiss}
      />
    </Suspense>
  );
}
