import type { LikeType } from '@community/contract';

/** /likes/{type}: one full likes list (SPEC §2 likes-type). */
export const likesTypePath = (type: LikeType) => `/likes/${type}`;
/** /likes/m/{id}: the like or match with one member (SPEC §2 likes-m-id). */
export const likePath = (id: number) => `/likes/m/${id}`;
