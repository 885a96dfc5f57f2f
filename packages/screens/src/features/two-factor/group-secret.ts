/** A base32 secret in groups of four, as it is read aloud and typed: "JBSW Y3DP …". */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
