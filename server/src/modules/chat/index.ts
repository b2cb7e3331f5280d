// The chat module's door for other modules: its part of a member's data export and purge.

export { chatMemberData } from './member-data.ts';
