// The chat module's door for other modules: its part of a member's data export and purge, and a message as its
// reader may report it (complaints).

export { messageForComplaint } from './complaint-target.ts';
export { chatMemberData } from './member-data.ts';
