// The member-admin module's door for other modules: its part of a member's data export and purge (the warnings
// from staff). The back office's member management itself (decision 0056) is reached only through its routes.

export { memberAdminMemberData } from './member-data.ts';
