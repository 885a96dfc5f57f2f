/**
 * An upload's url is a capability: the key is 192 random bits, so knowing the url is
 * what grants reading it (an <img> cannot send the Token header). It only resolves on
 * the tenant that stored it.
 */
export function uploadUrl(storageKey: string): string {
  return `/api/files/${storageKey}`;
}
