import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Sql } from '../../platform/sql.ts';
import { mayConnectTo } from './policy.ts';
import { deleteSubscription, findSubscriptionForSend } from './queries.ts';
import type { PushJob } from './service.ts';
import { vapidKeys } from './vapid-keys.ts';

/** A push service keeps a message this long for a device that is offline; later news would be stale. */
const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/** The push service's answer that will not change with another try: the subscription is gone. */
const GONE = new Set([404, 410]);
/** Answers about the message itself (malformed, too large): another try would be refused alike. */
const REFUSED = new Set([400, 413]);

export type DeliveryResult = 'sent' | 'gone' | 'refused' | 'no_subscription';

class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
  }
}

/**
 * Resolves a host name, refusing addresses inside the network (policy.ts): checked at connection time, so a
 * public name that resolves inward (or is made to later) is never called.
 */
function guardedLookup(config: Pick<Config, 'env' | 'pushAllowLoopback'>): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !mayConnectTo(config, entry.address));
      if (refused) {
        return callback(new Error(`push endpoint ${hostname} resolves to an internal address`), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as dns.LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function post(
  config: Pick<Config, 'env' | 'pushAllowLoopback'>,
  details: webpush.RequestDetails,
): Promise<{ status: number; body: string }> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: guardedLookup(config),
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 2000) body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * Sends one queued push: the message encrypted for the subscription (RFC 8291, aes128gcm) and signed with the
 * installation's VAPID key (RFC 8292), TTL a day, urgency normal. A subscription the push service says is gone
 * (404, 410) is deleted; a network failure or another answer (429, 5xx …) throws, so the job is tried again.
 */
export async function deliverPush(
  deps: { config: Pick<Config, 'env' | 'publicOrigin' | 'pushAllowLoopback'>; sql: Sql },
  job: PushJob,
): Promise<DeliveryResult> {
  const subscription = await findSubscriptionForSend(deps.sql, job.subscriptionId);
  if (!subscription) return 'no_subscription';
  const keys = await vapidKeys(deps.sql);
  const origin = deps.config.publicOrigin;
  const subject = origin?.startsWith('https://') ? origin : `mailto:${subscription.supportEmail}`;
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(job.message),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const { status } = await post(deps.config, details);
  if (status >= 200 && status < 300) return 'sent';
  if (GONE.has(status)) {
    await deleteSubscription(deps.sql, subscription.id, subscription.endpoint);
    return 'gone';
  }
  if (REFUSED.has(status)) return 'refused';
  throw new PushServiceError(status);
}
