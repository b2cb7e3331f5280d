// The direct-debit module's door for other modules: its part of a member's data export and purge.

export { setDirectDebitBlocked } from './blocking.ts';
export { directDebitMemberData } from './member-data.ts';
