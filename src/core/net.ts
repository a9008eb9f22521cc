import dns from 'node:dns';
import net from 'node:net';

// The guard on what navlint asks over the network (`--fetch-remote`, `proxy-check`, external links): never the runner
// itself, its cloud's metadata service or the networks behind it, unless the user allows private hosts.

// Addresses a documentation repository has no business making navlint fetch from: the runner itself, its cloud's
// metadata service (169.254.169.254), and the networks behind it.
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
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
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is loopback, link-local, private, or otherwise not on the public Internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, or NAT64's `64:ff9b::7f00:1`) is judged as IPv4.
  const embedded = embeddedIpv4(address);
  return embedded !== undefined ? PRIVATE.check(embedded, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** A request refused because of where it would go (its `code` is `EREFUSEDHOST`). */
export class RefusedHostError extends Error {
  readonly code = 'EREFUSEDHOST';
}

/**
 * `127.0.0.1 is a private address` when a URL names a private address (in any spelling the URL parser reads as one:
 * `0x7f000001`, `[::ffff:7f00:1]`…), else undefined. A host name (`localhost` too) is checked as it is looked up, when
 * the connection is made: `privateHostLookup`.
 */
export function privateHostProblem(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isPrivateAddress(host) ? `${host} is a private address` : undefined;
}

/** Why a URL may not be fetched (a scheme other than http(s), a private address written in it), or undefined. */
export function urlProblem(url: URL, allowPrivate: boolean): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} URLs are not fetched`;
  return allowPrivate ? undefined : privateHostProblem(url);
}

/**
 * A host name's addresses, refused with a `RefusedHostError` when one of them is private: checked as the connection is
 * made, not before (the `lookup` of a node:http request).
 */
export function privateHostLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(new RefusedHostError(`${hostname} resolves to the private address ${bad.address}`), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
