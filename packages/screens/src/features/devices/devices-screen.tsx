import { ScreenBar } from '../../shared/forms/screen-bar';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';

/** /devices: where the account is signed in, and the passkeys that can sign it in. */
export function DevicesScreen() {
  return (
    <>
      <ScreenBar title="route.devices" />
      <SessionsSection />
      <PasskeysSection />
    </>
  );
}
