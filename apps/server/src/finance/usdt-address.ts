import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) to bytes; null on a character outside the alphabet. */
function base58Bytes(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  // Each leading '1' stands for a leading zero byte.
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

/**
 * A TRON (TRC20) address: base58check of 0x41 + 20 bytes, whose last 4 bytes are the first 4 of
 * the double SHA-256 of the rest. One mistyped character fails the check.
 */
export function isTrc20Address(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Bytes(address);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return bytes.subarray(21).every((byte, i) => byte === check[i]);
}

/**
 * An Ethereum (ERC20) address with its EIP-55 checksum: a letter is upper case exactly when the
 * matching nibble of keccak-256 of the lower-case hex is 8 or more. An all-lower or all-upper
 * address carries no checksum and is refused (see docs/decisions.md): a typo would go unnoticed.
 */
export function isErc20Address(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return false;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  return [...hex].every((char, i) => {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    return (
      /\d/.test(char) || (nibble >= 8 ? char === char.toUpperCase() : char === char.toLowerCase())
    );
  });
}

/** A USDT destination on either network the product pays out on, checksum verified. */
export const isUsdtAddress = (address: string): boolean =>
  isTrc20Address(address) || isErc20Address(address);
