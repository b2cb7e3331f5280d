import type {
  LanderAudience,
  LanderVariant,
  Language,
  NicheName,
  TextsByLanguage,
} from '@community/contract';
import type { VariantRow } from './queries.ts';

/** A variant's text in the visitor's language; null (the lander's own translated text) when it has none. */
function textIn(texts: TextsByLanguage, language: Language): string | null {
  const text = texts[language]?.trim();
  return text ? text : null;
}

/** The variant as the lander answers it: the resolved audience and niche, the copy in the visitor's language. */
export function presentVariant(
  row: VariantRow | undefined,
  resolved: { audience: LanderAudience; niche: NicheName },
  language: Language,
): LanderVariant {
  return {
    slug: row?.slug ?? null,
    audience: resolved.audience,
    niche: resolved.niche,
    headline: row ? textIn(row.headline, language) : null,
    subline: row ? textIn(row.subline, language) : null,
    call_to_action: row ? textIn(row.call_to_action, language) : null,
  };
}
