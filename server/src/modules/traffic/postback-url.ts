import type { POSTBACK_PLACEHOLDERS, PostbackEvent } from '@community/contract';

type Placeholder = (typeof POSTBACK_PLACEHOLDERS)[number];
export type ConversionFacts = Partial<Record<Placeholder, string>>;

/** The facts of a conversion as a template's placeholders: amount in major units, click id from its field. */
export function conversionFacts(input: {
  conversionId: number;
  event: PostbackEvent;
  network: string;
  tracking: Record<string, string | undefined>;
  clickIdField: string;
  amount?: number;
  currency?: string;
}): ConversionFacts {
  return {
    click_id: input.tracking[input.clickIdField] ?? '',
    event: input.event,
    amount: ((input.amount ?? 0) / 100).toFixed(2),
    currency: input.currency ?? '',
    network: input.network,
    sub1: input.tracking.sub1 ?? '',
    sub2: input.tracking.sub2 ?? '',
    sub3: input.tracking.sub3 ?? '',
    conversion_id: String(input.conversionId),
  };
}

/** A template with every placeholder replaced by its value, URL-encoded (decision 0064). */
export function fillPostbackUrl(template: string, facts: ConversionFacts): string {
  return template.replace(/\{([a-z_0-9]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(facts[name as Placeholder] ?? ''),
  );
}
