/**
 * Who a rate limit counts. An IPv4 address is one client. An IPv6 client gets a whole /64 from
 * its provider or host (2^64 addresses), so counting single IPv6 addresses would let anyone
 * send without limit by changing the last bits: the /64 is the client. An IPv4 address written
 * the IPv6 way (::ffff:192.0.2.1, from a dual-stack socket) is that IPv4 address.
 */
import net from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight groups of an IPv6 address (any spelling, zone dropped), as numbers. */
function ipv6Groups(ip: string): number[] {
  const bare = ip.split('%')[0] ?? '';
  const [head = '', tail] = bare.split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const toGroups = (list: string[]) =>
    list.flatMap((part) => {
      if (!part.includes('.')) return [parseInt(part, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [a * 256 + b, c * 256 + d];
    });
  const left = toGroups(parts(head));
  if (tail === undefined) return left;
  const right = toGroups(parts(tail));
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export function rateLimitClient(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
