/*
 * The candidate conditions as SQL text, for the demo seed's own query (cli/demo/demo-likes.ts) until it is
 * written with the typed builder; the likes module itself uses the expressions of candidate-walk.ts.
 */

/** SQL: profile `p` wants the member's gender back (wantsGenderOf in candidate-walk.ts). */
export function wantsGender(memberGender: string): string {
  return `(p.sexuality = 'bi' OR (p.sexuality = 'hetero' AND p.gender <> ${memberGender})
    OR (p.sexuality IN ('gay', 'lesbian') AND p.gender = ${memberGender}))`;
}

/** SQL: profile `p` shows an active main photo (hasActivePhoto in candidate-walk.ts). */
export const HAS_ACTIVE_PHOTO = `EXISTS (SELECT 1 FROM photos ph WHERE ph.id = p.main_photo_id AND ph.status = 'active')`;
