import type { Language } from '@community/contract';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { no } from './no.ts';
import { pl } from './pl.ts';
import { sv } from './sv.ts';
import type { DemoLanguage } from './types.ts';

export type { DemoLanguage, HobbyInterest } from './types.ts';

/** Names and description phrases of demo profiles, per interface language. */
export const DEMO_LANGUAGES: Record<Language, DemoLanguage> = { da, de, en, es, fi, fr, it, nl, no, pl, sv };
