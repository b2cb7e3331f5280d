import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * Disposable (throw-away) mail domains, from the maintained list package disposable-email-domains-js (CC0, the
 * community list of disposable mail domains, released about monthly; decision 0057). Its Set is built once, at
 * the first address checked (the package builds a new one per call).
 */
let domains: ReadonlySet<string> | undefined;

/** Whether an address is at a disposable domain, or at a subdomain of one (x.mailinator.com). */
export function isDisposableAddress(email: string): boolean {
  domains ??= disposableEmailBlocklistSet();
  const labels = (email.trim().toLowerCase().split('@').pop() ?? '').split('.');
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join('.'))) return true;
  return false;
}
