import { WEB_ROUTES } from '@community/contract';

/** The back-office page of a fictional profile. */
export const fictionalPath = (id: number) => WEB_ROUTES['admin-fictional-id'].replace(':id', String(id));
