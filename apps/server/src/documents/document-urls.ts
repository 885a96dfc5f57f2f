import type { SignedUrlKind } from '../uploads/upload-url';

/**
 * Document links live five minutes: long enough for the browser to start the download the tap
 * asked for, short for a link copied elsewhere. Expiries step by the minute, so two taps in the
 * same minute get the same link.
 */
export const DOCUMENT_LINKS: SignedUrlKind = {
  purpose: 'signed document links',
  lifeMs: 5 * 60_000,
  stepMs: 60_000,
};

/** The path of a document's file, before signing. */
export function documentPath(keyText: string): string {
  return `/api/documents/file/${keyText}`;
}
