// The member-landing module's door for other modules (decision 0063): which member a signup may remember, and
// where the activation link then leads.

export { rememberableMemberId } from './queries.ts';
export { landingChatPath } from './service.ts';
