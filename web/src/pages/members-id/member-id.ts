/** The id of /members/{id}: a positive whole number written plainly; anything else is not a member page. */
export function parseMemberId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}
