// The chat module's door for other modules: its part of a member's data export and purge, and a message as its
// reader may report it (complaints).

export { messageForComplaint } from './complaint-target.ts';
// The chat module's door for other modules: its part of a member's data export and purge, and the answer a
// moderator writes as a fictional profile (the fictional module's inbox).

export { type FictionalSend, sendAsFictional } from './fictional-send.ts';
export { chatMemberData } from './member-data.ts';
