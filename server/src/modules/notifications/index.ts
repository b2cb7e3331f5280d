// The notifications module's door for other modules.

export { applyMailEvents, MAIL_EVENT_TYPES } from './mail-events.ts';
