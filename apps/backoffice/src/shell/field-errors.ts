/** A schema's complaints by field path ("title", "2.link", "translations.pt.title"), the first one each. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  /** Leading path parts the form does not show, e.g. the list's own name. */
  skip = 0,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    errors[issue.path.slice(skip).map(String).join('.')] ??= issue.message;
  return errors;
}

/** What a section's check gives back: the body to send, or what to fix first. */
export type Checked<Body> = { body: Body } | { errors: Record<string, string> };
