import { BlockList, isIP } from 'node:net';
import type { Config } from '../../config.ts';

/**
 * Addresses a push endpoint may not lead to: the server must not be made to POST into its own network (SSRF).
 * Private, loopback, link-local, shared, reserved and multicast ranges of both families.
 */
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
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

type PushConfig = Pick<Config, 'env' | 'pushAllowLoopback'>;

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as the IPv4 address it maps. */
function addressOf(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

const isLoopback = (address: string) => {
  const { address: ip, family } = addressOf(address);
  return LOOPBACK.check(ip, family);
};

/**
 * Outside production (test, development), or with PUSH_ALLOW_LOOPBACK=1 (the end-to-end run), a push endpoint on
 * this machine is allowed: the tests' push service.
 */
const allowsLoopback = (config: PushConfig) => config.env !== 'production' || config.pushAllowLoopback;

/** May the server send to this resolved address (checked at every connection, so DNS cannot point it inward)? */
export function mayConnectTo(config: PushConfig, address: string): boolean {
  if (allowsLoopback(config) && isLoopback(address)) return true;
  const { address: ip, family } = addressOf(address);
  return !INTERNAL.check(ip, family);
}

/**
 * Why a subscription's endpoint is refused, or undefined when it may be stored: https to a public host; plain
 * http only to a loopback address outside production. Host names that only exist inside a network (one label,
 * .local, .internal, localhost) are refused; what a public name resolves to is checked when sending (mayConnectTo).
 */
export function endpointRefusal(config: PushConfig, endpoint: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  const host = bare(url.hostname);
  const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
  if (loopbackHost && allowsLoopback(config)) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'not http';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'credentials in the URL';
  if (isIP(host) !== 0) return mayConnectTo(config, host) ? undefined : 'internal address';
  if (!host.includes('.') || /\.(local|localhost|internal|lan|home|corp|intranet)$/.test(host)) {
    return 'internal host name';
  }
  return undefined;
}
