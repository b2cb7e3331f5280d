// The blocks module's door for other modules: its part of a member's data export and purge.

export { blocksMemberData } from './member-data.ts';
