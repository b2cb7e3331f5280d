import { WEB_ROUTES } from '@community/contract';

/** The back-office page of one inbox conversation. */
export const inboxPath = (id: number) => WEB_ROUTES['admin-inbox-id'].replace(':id', String(id));
