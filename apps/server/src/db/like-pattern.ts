/** A LIKE pattern matching the keyword anywhere: `%` and `_` typed by a user match themselves, not "anything". */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
