// The credits module's door for other modules: the one way to book credits in the ledger, and the ledger's
// part of a member's data export.

export { creditsMemberData } from './member-data.ts';
export { bookCredits } from './queries.ts';
