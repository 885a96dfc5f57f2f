import { z } from 'zod';
import { Id } from '../common.js';
import { SECURITY_EVENTS } from '../security-events.js';
import { Money, TimestampMs } from '../money.js';
import { CurrencyCode } from '../enums.js';
import { Rejection } from '../rejection.js';
import { OrderSide } from './trade.js';

/** GET /user/sessions — one signed-in device. */
export const DeviceSession = z.object({
  id: Id,
  /** "Chrome 131 (Windows)"; empty when the browser sent no User-Agent. */
  device: z.string(),
  /** Approximate place: a country code when a proxy names it, else the masked address. */
  place: z.string(),
  createdTime: TimestampMs,
  lastSeenTime: TimestampMs,
  /** The session making this request. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSession>;

/**
 * WebAuthn options and credentials as @simplewebauthn passes them (JSON, base64url fields).
 * Their inner shape is WebAuthn's and the library checks it; the contract pins what it relies on.
 */
export const PasskeyOptions = z.looseObject({ challenge: z.string().min(1) });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

const credentialId = z.string().min(1).max(1024);
export const PasskeyCredential = z.looseObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(4096) }),
});
export type PasskeyCredential = z.infer<typeof PasskeyCredential>;

/** POST /user/passkeys — the browser's answer to the registration options. */
export const PasskeyRegisterRequest = z.object({ credential: PasskeyCredential });
/** POST /user/passkeyLogin — the browser's answer to the sign-in options. */
export const PasskeyLoginRequest = z.object({ credential: PasskeyCredential });

/** GET /user/passkeys — one registered passkey. */
export const Passkey = z.object({
  id: Id,
  /** The device it was registered on. */
  name: z.string(),
  createdTime: TimestampMs,
  lastUsedTime: TimestampMs.nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

/** What a security notification tells; the client words each kind (list: security-events.ts). */
export const SecurityEvent = z.enum(SECURITY_EVENTS);
export type SecurityEvent = z.infer<typeof SecurityEvent>;

/**
 * The amount a deposit or withdrawal notice names, as data: the client writes it the reader's
 * way (a Portuguese reader sees 500,00), which a server-written text could not.
 */
export const NotifiedAmount = z.object({
  amount: Money,
  currency: CurrencyCode,
  /** The money moved over the USDT rail (it settles as `currency`, USD). */
  usdt: z.boolean(),
});
export type NotifiedAmount = z.infer<typeof NotifiedAmount>;

/**
 * The order an order notice is about: side and size, and the price it filled at (null when it
 * expired or was refused), so the notice says what happened without opening the records.
 */
export const NotifiedOrder = z.object({
  side: OrderSide,
  quantity: z.int().positive(),
  filledPrice: Money.nullable(),
  currency: CurrencyCode,
});
export type NotifiedOrder = z.infer<typeof NotifiedOrder>;

/** GET /user/notifications — newest first. */
export const SecurityNotification = z.object({
  id: Id,
  kind: SecurityEvent,
  /** What the event names: the device, the destination (empty when `money` says it all). */
  detail: z.string(),
  /** The amount a deposit or withdrawal notice is about; null for other events. */
  money: NotifiedAmount.nullable(),
  /** The order an ORDER_* notice is about; null for other events. */
  order: NotifiedOrder.nullable(),
  /** The stock the notification is about (price alerts); null for account events. */
  stockId: Id.nullable(),
  /** Why a deposit, withdrawal or KYC was refused (the *_REJECTED kinds); null otherwise. */
  rejection: Rejection.nullable(),
  createdTime: TimestampMs,
  read: z.boolean(),
});
export type SecurityNotification = z.infer<typeof SecurityNotification>;

/** GET /user/notifications/unread */
export const UnreadCount = z.object({ count: z.int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/**
 * POST /user/security/notMe — the owner's "this wasn't me" on a security notification: with
 * the account password, ends every session (this one too) and removes the second factors
 * added in the last 24 hours.
 */
export const NotMeRequest = z.object({
  password: z.string().min(1, { error: 'Required' }).max(64),
});
