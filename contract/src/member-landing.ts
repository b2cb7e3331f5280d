import { z } from 'zod';
import { profileTileSchema } from './profile-schemas.ts';

/**
 * Member landings (issue 24, decision 0063): `/members/{id}/landing`, `landing2/{slug?}`, `landing3/{slug?}` show
 * one member's public teaser and end in a signup that remembers that member.
 */
export const MEMBER_LANDING_DESIGNS = ['landing', 'landing2', 'landing3'] as const;
export type MemberLandingDesign = (typeof MEMBER_LANDING_DESIGNS)[number];

/**
 * GET /api/member-teaser.php?id=: a member's public teaser for visitors (name, age, region, the main photo only
 * when it is public and approved, whether the profile is fictional). 404 for anyone a visitor may not see.
 */
export const memberTeaserQuerySchema = z
  .object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();
export type MemberTeaserQuery = z.infer<typeof memberTeaserQuerySchema>;
export const memberTeaserResponseSchema = z.object({ member: profileTileSchema });
export type MemberTeaserResponse = z.infer<typeof memberTeaserResponseSchema>;

/**
 * GET /api/landing-member.php: the member the signed-in member's signup started from (the landing they came
 * through), while that member is still one they may chat with; null otherwise.
 */
export const landingMemberResponseSchema = z.object({ member: profileTileSchema.nullable() });
export type LandingMemberResponse = z.infer<typeof landingMemberResponseSchema>;
