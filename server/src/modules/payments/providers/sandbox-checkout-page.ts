import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from '@community/contract';
import type { SandboxPaymentRow } from './sandbox-queries.ts';
import { methodName, SANDBOX_TEXTS, type SandboxTexts } from './sandbox-texts.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function sandboxLanguage(locale: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE;
}

// No script at all (the site's CSP allows none inline); the style block is allowed by style-src.
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f3f4f6; color: #1f2937; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .5rem; }
  .notice { margin: 0 0 1rem; padding: .75rem 1rem; background: #fff3cd; border: 1px solid #c9a227; border-radius: .375rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.4rem; font-weight: 700; }
  .outcomes { display: grid; gap: .75rem; }
  button { font: inherit; padding: .75rem 1rem; border-radius: .375rem; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .pay { background: #166534; color: #fff; }
  .fail { background: #991b1b; color: #fff; }
  .cancel { background: #fff; color: #1f2937; border-color: #6b7280; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
`;

function page(language: Language, texts: SandboxTexts, body: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice" role="note"><strong>${escapeHtml(texts.notice)}</strong></p>
${body}
</main>
</body>
</html>
`;
}

function formatAmount(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency }).format(amount / 100);
}

/** The sandbox's checkout: the payment, and while it is open, the three outcomes as one form. */
export function renderSandboxCheckout(payment: SandboxPaymentRow): string {
  const language = sandboxLanguage(payment.metadata?.locale);
  const texts = SANDBOX_TEXTS[language];
  const details = `<h1>${escapeHtml(texts.title)}</h1>
<dl>
<dt>${escapeHtml(texts.amount)}</dt><dd class="amount">${escapeHtml(formatAmount(payment.amount, payment.currency, language))}</dd>
<dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(methodName(payment.method, texts))}</dd>
<dt>${escapeHtml(texts.description)}</dt><dd>${escapeHtml(payment.description)}</dd>
</dl>`;
  if (payment.status !== 'open') {
    const state = texts[payment.status];
    return page(
      language,
      texts,
      `${details}
<p role="status">${escapeHtml(state)}</p>
<p><a href="${escapeHtml(payment.redirect_url)}">${escapeHtml(texts.back)}</a></p>`,
    );
  }
  return page(
    language,
    texts,
    `${details}
<h2 id="outcome-heading">${escapeHtml(texts.choose)}</h2>
<form method="post" action="/sandbox-checkout/${encodeURIComponent(payment.id)}" class="outcomes" aria-labelledby="outcome-heading">
<button type="submit" name="outcome" value="paid" class="pay">${escapeHtml(texts.pay)}</button>
<button type="submit" name="outcome" value="failed" class="fail">${escapeHtml(texts.fail)}</button>
<button type="submit" name="outcome" value="canceled" class="cancel">${escapeHtml(texts.cancel)}</button>
</form>`,
  );
}

export function renderSandboxNotFound(language: Language): string {
  const texts = SANDBOX_TEXTS[language];
  return page(language, texts, `<h1>${escapeHtml(texts.title)}</h1>\n<p>${escapeHtml(texts.notFound)}</p>`);
}
