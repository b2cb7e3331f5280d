// The presence module's door: when a member was last online (decision 0048). The live-event stream and the
// page-hidden beacon write it; activity notifications read it.

export { presenceMemberData } from './member-data.ts';
export { markHidden, markOnline, markStreamEnded, presenceOf } from './queries.ts';
