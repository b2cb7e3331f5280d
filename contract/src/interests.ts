import { z } from 'zod';

/** Interest keys (SPEC §3); the client translates them (`interests.<key>`). */
export const INTEREST_KEYS = [
  'relationship', 'friendship', 'flirting', 'dating', 'kissing', 'cuddling', 'romance', 'adventure',
  'travelling', 'cooking', 'dining_out', 'wine', 'music', 'concerts', 'dancing', 'movies', 'theatre',
  'reading', 'art', 'photography', 'fashion', 'shopping', 'sports', 'fitness', 'running', 'cycling',
  'swimming', 'hiking', 'nature', 'animals', 'gaming', 'technology', 'cars', 'motorcycles', 'beach',
  'sauna', 'wellness', 'yoga', 'gardening', 'going_out',
] as const;
export type InterestKey = (typeof INTEREST_KEYS)[number];
export const interestsResponseSchema = z.object({ interests: z.array(z.enum(INTEREST_KEYS)) });
