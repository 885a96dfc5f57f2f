/**
 * A short tag of a session token, written into a server-rendered page so the browser can tell
 * whether the page was rendered for the session it holds: two sign-ins in one browser (another
 * tab, another account) leave the render cookie with one session and localStorage with the
 * other. A 53-bit hash (cyrb53) of a random token: it tells sessions apart and gives nothing
 * to work the token out from.
 */
export function sessionTag(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
