/**
 * Push endpoints come from the browser, so from whoever calls the API: in production the sender
 * only calls https addresses on the internet, checked on subscribing and again on every connection
 * (a name may resolve elsewhere later), so it cannot be pointed inside the network.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on the internet: not loopback, private, link-local or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an endpoint may be called at all: https, by name or public address, in production. */
export function endpointAllowed(endpoint: string, publicOnly: boolean): boolean {
  const url = new URL(endpoint);
  if (!publicOnly) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  return host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup for the HTTP client that refuses names resolving to internal addresses. */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find(({ address }) => !isPublicAddress(address));
    if (internal || addresses.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves to an internal address`), {
        code: 'EPUSHINTERNAL',
      });
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
}
