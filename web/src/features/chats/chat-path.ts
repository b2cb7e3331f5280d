/** One conversation (SPEC §2 chats-id). */
export const chatPath = (conversation: number) => `/chats/${conversation}`;
