import type { ErrorName } from '@trading/contract';
import type { Lang } from '../messages/lang';

export type LocalizedText = Record<Lang, string>;

/**
 * A failure the client sees as `{ code, msg }`. Without `text` the contract's catalogue
 * message for the code is used; with it, the caller's language picks the sentence.
 */
export class ApiError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly text?: LocalizedText,
  ) {
    super(text?.en ?? errorName);
    this.name = 'ApiError';
  }
}
