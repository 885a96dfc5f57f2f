import { formatMessageKey, type FieldFormat, type FormatProblem } from '@trading/contract';
import { localized, type LocalizedText } from './catalogue';

/** Why a value failed its format, in every language, with a pattern's example filled in. */
export function formatReason(format: FieldFormat, problem: FormatProblem): LocalizedText {
  return localized(
    formatMessageKey(format, problem),
    typeof format === 'string' ? {} : { example: format.example },
  );
}
