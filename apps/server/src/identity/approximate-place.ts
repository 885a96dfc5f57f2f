import type { FastifyRequest } from 'fastify';

/** Two-letter country a proxy such as Cloudflare names; "XX" and "T1" (Tor) name no country. */
const COUNTRY = /^[A-Z]{2}$/;

/**
 * Where a session signed in from, roughly: the country a trusted proxy names (CF-IPCountry),
 * else the client address with its host part masked. No geo database: the user recognises
 * their own network from it, and the table never holds a full address.
 */
export function approximatePlace(request: FastifyRequest, trustProxy: boolean): string {
  const country = request.headers['cf-ipcountry'];
  if (trustProxy && typeof country === 'string' && COUNTRY.test(country) && country !== 'XX')
    return country;
  return maskAddress(request.ip);
}

export function maskAddress(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  const octets = v4.split('.');
  if (octets.length === 4) return `${octets[0]}.${octets[1]}.x.x`;
  // IPv6: the first three groups name the network (a /48), the rest the host.
  const groups = ip.split(':').filter(Boolean).slice(0, 3);
  return groups.length ? `${groups.join(':')}::x` : '';
}
