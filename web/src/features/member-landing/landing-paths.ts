import { WEB_ROUTES } from '@community/contract';

/** The signup that remembers the member (SPEC §2 /members/{id}/signup; decision 0063). */
export const memberSignupPath = (id: number) => `/members/${id}/signup`;
/** The chat with the member (SPEC §2 /members/{id}/chat). */
export const memberChatPath = (id: number) => `/members/${id}/chat`;
/** For someone who already has an account: the login, and then the chat with the member. */
export const loginToChatPath = (id: number) => `${WEB_ROUTES.login}?next=${memberChatPath(id)}`;
