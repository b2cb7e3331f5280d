import type { InterestKey, SignupReason } from '@community/contract';

/** Interests that read well as "I love …"; the reason-like ones (relationship, dating …) are said elsewhere. */
export type HobbyInterest = Exclude<InterestKey, 'relationship' | 'friendship' | 'flirting' | 'dating'>;

type ByGender = { female: readonly string[]; male: readonly string[] };

/**
 * What a demo profile in one language is made of. A description is an intro, one interest sentence naming two
 * of the profile's interests, a sentence about what they look for and sometimes a closer; every phrase of
 * `interests` fits every sentence of `interestSentences`.
 */
export type DemoLanguage = {
  names: ByGender;
  intros: ByGender;
  /** Sentences with `{list}`, filled with two interests joined by `and`. */
  interestSentences: readonly string[];
  interests: Record<HobbyInterest, string>;
  /** "a and b"; Spanish says "e" before an i sound. */
  and: (a: string, b: string) => string;
  looking: Record<SignupReason, readonly string[]>;
  closers: readonly string[];
};
