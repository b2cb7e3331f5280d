// The accounts module's door for other modules.

export { fieldError } from './field-rules.ts';
