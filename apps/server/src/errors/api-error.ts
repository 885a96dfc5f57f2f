import type { ErrorName } from '@trading/contract';
import type { LocalizedText } from '../messages/catalogue';

/**
 * A failure the client sees as `{ code, msg }`. Without `text` the code's default text
 * (the server's catalogue, `error.*`) is used; with it, the caller's language picks the sentence.
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
