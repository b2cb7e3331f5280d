// The profiles module's door for other modules.

export { profileForComplaint } from './complaint-target.ts';
export { setProfileFictional } from './fictional.ts';
export { blockedProfiles } from './service.ts';
