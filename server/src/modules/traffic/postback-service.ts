import type { PostbackEvent } from '@community/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRefusal } from '../push/index.ts';
import { callPostback, POSTBACK_TIMEOUT_MS } from './postback-call.ts';
import { conversionFacts, fillPostbackUrl } from './postback-url.ts';
import {
  claimConversion,
  ensureConversion,
  findConvertingMember,
  findPostback,
  isFirstPaidOrder,
  recordConversionTry,
} from './queries.ts';

export type PostbackDeps = {
  config: Pick<Config, 'env' | 'pushAllowLoopback'>;
  db: Database;
  clock: Clock;
  /** Tests: a shorter wait for the network's answer. */
  postbackTimeoutMs?: number;
};

/** A postback the network did not take: thrown so that the job queue tries again later. */
class PostbackFailed extends Error {}

/**
 * Tells the member's network of a conversion, once (decision 0064): nothing when the member came without a
 * network, is fictional, or the site has no postback for that network. The conversion's row makes it
 * idempotent: a conversion sent is never sent again, a failed one is tried again when the job is.
 */
export async function sendConversion(
  deps: PostbackDeps,
  memberId: number,
  event: PostbackEvent,
  order?: { amount: number; currency: string },
): Promise<void> {
  const sql = deps.db.$client;
  const member = await findConvertingMember(sql, memberId);
  const network = member?.tracking.network;
  if (!member || member.fictional || !network) return;
  const postback = await findPostback(sql, member.site_id, network);
  if (!postback) return;
  const conversion = await ensureConversion(sql, {
    memberId,
    siteId: member.site_id,
    event,
    network: postback.network,
  });
  if (conversion.status === 'sent') return;
  const timeoutMs = deps.postbackTimeoutMs ?? POSTBACK_TIMEOUT_MS;
  const now = deps.clock();
  // Held a little longer than a try can take; a sender that died lets go when the claim runs out.
  if (!(await claimConversion(sql, conversion.id, now, new Date(now.getTime() + timeoutMs * 2)))) return;

  const url = fillPostbackUrl(
    postback.url_template,
    conversionFacts({
      conversionId: conversion.id,
      event,
      network: postback.network,
      tracking: member.tracking,
      clickIdField: postback.click_id_field,
      amount: order?.amount,
      currency: order?.currency,
    }),
  );
  const refusal = endpointRefusal(deps.config, url);
  const result = refusal ? { status: null, error: refusal } : await callPostback(deps.config, url, timeoutMs);
  const sent = result.status !== null && result.status >= 200 && result.status < 300;
  await recordConversionTry(sql, conversion.id, { sent, ...result, at: deps.clock() });
  if (!sent)
    throw new PostbackFailed(`postback ${conversion.id}: ${result.error ?? `status ${result.status}`}`);
}

/** On `payment.paid`: a conversion only when the order is the member's first paid one. */
export async function sendFirstPurchase(
  deps: PostbackDeps,
  payment: { orderId: number; memberId: number; amount: number; currency: string },
): Promise<void> {
  if (!(await isFirstPaidOrder(deps.db.$client, payment.memberId, payment.orderId))) return;
  await sendConversion(deps, payment.memberId, 'first_purchase', payment);
}
