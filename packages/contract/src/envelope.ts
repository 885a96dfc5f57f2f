import { z } from 'zod';

/** Code of a successful envelope. */
export const OK_CODE = 0;

/** Every /api response: `{ code, msg, data }`; code 0 = success, data is meaningful only then. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

/** An error envelope (any code other than 0). `data` is null. */
export const ErrorEnvelope = z.object({
  code: z.int().refine((c) => c !== OK_CODE, { error: 'error code must not be 0' }),
  msg: z.string(),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type OkEnvelope<T> = Envelope<T> & { code: typeof OK_CODE };

export function ok<T>(data: T, msg = 'success'): OkEnvelope<T> {
  return { code: OK_CODE, msg, data };
}

export function fail(code: number, msg: string): ErrorEnvelope {
  if (code === OK_CODE) throw new RangeError('fail() needs a non-zero code');
  return { code, msg, data: null };
}

export function isOk<T>(e: Envelope<T | null>): e is OkEnvelope<T> {
  return e.code === OK_CODE;
}
