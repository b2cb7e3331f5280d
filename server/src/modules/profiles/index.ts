// The profiles module's door for other modules.

export { setProfileFictional } from './fictional.ts';
export { blockedProfiles } from './service.ts';
