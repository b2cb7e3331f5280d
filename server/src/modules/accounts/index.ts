// The accounts module's door for other modules.

export { fieldError } from './field-rules.ts';
export { issueSignInLink } from './links.ts';
export { linkOrigin } from './mails.ts';
export { findAccountTracking } from './queries.ts';
export { liftRestriction, type RestrictionState, restrictMember } from './restriction.ts';
