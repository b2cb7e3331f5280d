/** The chat with a member (SPEC §2 /members/{id}/chat); `gift` opens the gift picker at once. */
export const memberChatPath = (id: number, options: { gift?: boolean } = {}) =>
  `/members/${id}/chat${options.gift ? '?gift=1' : ''}`;
