import { BlockList, isIP } from 'node:net';

/** "10.0.0.0/8" or "fd00::/8": an address and a prefix length that fits it. */
export function isCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  const family = isIP(address ?? '');
  const length = Number(bits);
  return (
    rest.length === 0 &&
    family !== 0 &&
    Number.isInteger(length) &&
    length >= 0 &&
    length <= (family === 4 ? 32 : 128)
  );
}

/**
 * Whether an address may read /metrics: loopback always, plus the configured networks. The
 * figures show traffic and internals, so the public never gets them.
 */
export function scraperNetworks(allowed: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const cidr of ['127.0.0.0/8', '::1/128', ...allowed]) {
    const [address, bits] = cidr.split('/') as [string, string];
    list.addSubnet(address, Number(bits), isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    // An IPv4 client on a dual-stack socket is reported as ::ffff:a.b.c.d.
    const plain =
      address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
