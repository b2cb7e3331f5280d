import { createRequire } from 'node:module';

/**
 * Disposable (throw-away) mail domains, from the maintained list package disposable-email-domains-js (CC0, the
 * community list of github.com/disposable-email-domains, released about monthly; decision 0057). Read once, at
 * the first address checked.
 */
let domains: ReadonlySet<string> | undefined;

function disposableDomains(): ReadonlySet<string> {
  domains ??= new Set(
    createRequire(import.meta.url)('disposable-email-domains-js/dist/dict/disposable_email_blocklist.json'),
  );
  return domains;
}

/** Whether an address is at a disposable domain, or at a subdomain of one (x.mailinator.com). */
export function isDisposableAddress(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const list = disposableDomains();
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) if (list.has(labels.slice(i).join('.'))) return true;
  return false;
}
