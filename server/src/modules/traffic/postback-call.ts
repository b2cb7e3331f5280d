import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Config } from '../../config.ts';
import { mayConnectTo } from '../push/index.ts';

type OutboundConfig = Pick<Config, 'env' | 'pushAllowLoopback'>;

/** How long a network has to answer a postback. */
export const POSTBACK_TIMEOUT_MS = 10_000;

/** Resolves the host and refuses addresses inside the network at connection time (as Web Push does). */
function guardedLookup(config: OutboundConfig): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.some((entry) => !mayConnectTo(config, entry.address)))
        return callback(new Error(`postback host ${hostname} resolves to an internal address`), '', 0);
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as dns.LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** GETs a postback URL: the network's answer status, or the error (no answer within the timeout, refused …). */
export function callPostback(
  config: OutboundConfig,
  url: string,
  timeoutMs = POSTBACK_TIMEOUT_MS,
): Promise<{ status: number | null; error: string | null }> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      target,
      {
        lookup: guardedLookup(config),
        timeout: timeoutMs,
        headers: { 'user-agent': 'community-postback/1' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, error: null }));
        response.on('error', (error) => resolve({ status: response.statusCode ?? 0, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: null, error: error.message.slice(0, 500) }));
  });
}
