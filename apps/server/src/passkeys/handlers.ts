import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Handlers } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import { deviceName } from '../identity/device-name';
import { localized } from '../messages/catalogue';
import { startSession } from '../identity/start-session';
import { endStepUp } from '../identity/session-repository';
import { needsEnrolment } from '../identity/enrolment-gate';
import { requireFreshProof, requireStepUp } from '../identity/second-factor';
import { findUserById } from '../identity/user-repository';
import { notifySecurityEvent } from '../security/notify';
import { storeChallenge } from './challenge-store';
import { takeAnsweredChallenge, verifiedOrRejected } from './passkey-checks';
import { deletePasskey, insertPasskey, listPasskeys, passkeyView } from './passkey-repository';
import { relyingParty } from './relying-party';
import { verifyPasskeyAssertion } from './verify-passkey-assertion';

/**
 * A passkey must verify its user (PIN or biometrics) and live on the device as a discoverable
 * credential, so signing in needs no username and counts as two factors.
 */
const AUTHENTICATOR = { residentKey: 'required', userVerification: 'required' } as const;

export const passkeyHandlers: Handlers = {
  async passkeys(_input, ctx) {
    const me = ctx.auth();
    return (await listPasskeys(ctx.services.db, me.tenantId, me.id)).map(passkeyView);
  },

  // Adding a passkey changes how the account proves itself: a stolen session must not add its
  // own and then sign in and step up with it, so the password (or a second factor) comes first.
  async passkeyRegisterOptions(_input, ctx) {
    const me = ctx.auth();
    await requireFreshProof(ctx, me);
    const { db } = ctx.services;
    const user = await findUserById(db, me.tenantId, me.id);
    if (!user) throw new ApiError('NO_TOKEN');
    const rp = relyingParty(ctx.request, ctx.tenant);
    const existing = await listPasskeys(db, me.tenantId, me.id);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.username,
      // The user handle: the account number, which names no one outside this service.
      userID: new TextEncoder().encode(user.accountNo),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
      authenticatorSelection: AUTHENTICATOR,
    });
    await storeChallenge(db, me.tenantId, options.challenge, me.id);
    return { ...options };
  },

  async passkeyRegister(input, ctx) {
    const me = ctx.auth();
    await requireFreshProof(ctx, me);
    const { db } = ctx.services;
    const credential = input.credential as unknown as RegistrationResponseJSON;
    const challenge = await takeAnsweredChallenge(
      db,
      me.tenantId,
      credential.response.clientDataJSON,
      me.id,
    );
    const rp = relyingParty(ctx.request, ctx.tenant);
    // Attestation "none": the passkey's maker is not checked, only that it answers this challenge.
    const verification = await verifiedOrRejected(() =>
      verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }),
    );
    const { credential: made } = verification.registrationInfo;
    const name = deviceName(ctx.request.headers['user-agent']);
    const row = await db.transaction(async (tx) => {
      const inserted = await insertPasskey(tx, {
        tenantId: me.tenantId,
        userId: me.id,
        credentialId: made.id,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        counter: made.counter,
        transports: (made.transports ?? []).join(','),
        name,
      });
      // Said as such, whoever holds it: a credential id is not a secret to probe for.
      if (!inserted) throw new ApiError('INVALID_STATE', localized('identity.passkeyTaken'));
      await endStepUp(tx, me.sessionId);
      await notifySecurityEvent(tx, {
        tenantId: me.tenantId,
        userId: me.id,
        kind: 'PASSKEY_ADDED',
        detail: name,
      });
      return inserted;
    });
    return passkeyView(row);
  },

  async passkeyRemove(input, ctx) {
    const me = ctx.auth();
    await requireStepUp(ctx, me);
    await ctx.services.db.transaction(async (tx) => {
      const removed = await deletePasskey(tx, me.tenantId, me.id, input.id);
      if (!removed) throw new ApiError('NOT_FOUND');
      await notifySecurityEvent(tx, {
        tenantId: me.tenantId,
        userId: me.id,
        kind: 'PASSKEY_REMOVED',
        detail: removed.name,
      });
    });
    return null;
  },

  async passkeyLoginOptions(_input, ctx) {
    const rp = relyingParty(ctx.request, ctx.tenant);
    // No allowCredentials: the browser offers the passkeys it holds for this host.
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'required',
    });
    await storeChallenge(ctx.services.db, ctx.tenant.id, options.challenge, null);
    return { ...options };
  },

  async stepUpPasskeyOptions(_input, ctx) {
    const me = ctx.auth();
    const { db } = ctx.services;
    const existing = await listPasskeys(db, me.tenantId, me.id);
    if (existing.length === 0) throw new ApiError('INVALID_STATE', localized('identity.noPasskey'));
    // Issued to this user and naming their passkeys: only theirs can answer it.
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(ctx.request, ctx.tenant).id,
      userVerification: 'required',
      allowCredentials: existing.map((p) => ({ id: p.credentialId })),
    });
    await storeChallenge(db, me.tenantId, options.challenge, me.id);
    return { ...options };
  },

  async passkeyLogin(input, ctx) {
    const passkey = await verifyPasskeyAssertion(ctx.services.db, {
      tenantId: ctx.tenant.id,
      rp: relyingParty(ctx.request, ctx.tenant),
      credential: input.credential as unknown as AuthenticationResponseJSON,
      userId: null,
    });
    const session = await startSession({ ...ctx, tenantId: ctx.tenant.id }, passkey.userId);
    const user = await findUserById(ctx.services.db, ctx.tenant.id, passkey.userId);
    return user && needsEnrolment(ctx.tenant, user)
      ? { ...session, enrolmentRequired: true }
      : session;
  },
};
