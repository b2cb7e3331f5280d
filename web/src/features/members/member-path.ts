/** The profile page of a member (SPEC §2 members-id). */
export const memberPath = (id: number) => `/members/${id}`;
