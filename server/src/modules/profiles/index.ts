// The profiles module's door for other modules.

export { blockedProfiles } from './service.ts';
