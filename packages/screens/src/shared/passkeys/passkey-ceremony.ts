import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyCredential, PasskeyOptions } from '@trading/contract';

/** The browser's answer, or why there is none (an i18n id): no WebAuthn here, or the user said no. */
export type Ceremony = { ok: true; credential: PasskeyCredential } | { ok: false; reason: string };

async function run(ceremony: () => Promise<object>): Promise<Ceremony> {
  if (!browserSupportsWebAuthn()) return { ok: false, reason: 'passkey.unsupported' };
  try {
    // The library's JSON is WebAuthn's; the contract pins the part the server relies on.
    return { ok: true, credential: (await ceremony()) as PasskeyCredential };
  } catch {
    // Cancelled, timed out or refused by the authenticator: the browser tells no more.
    return { ok: false, reason: 'passkey.cancelled' };
  }
}

/** navigator.credentials.create with the server's options (a new passkey on this device). */
export const createPasskey = (options: PasskeyOptions) =>
  run(() =>
    startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),
  );

/** navigator.credentials.get with the server's options (sign in with a passkey). */
export const getPasskey = (options: PasskeyOptions) =>
  run(() =>
    startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),
  );
