/** Set when signup completes on a smartphone: the activation reminder then shows as a modal (SPEC §4). */
const REMINDER_MODAL_KEY = 'activation-reminder-modal';

export function setReminderModalFlag(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(REMINDER_MODAL_KEY, '1');
    else sessionStorage.removeItem(REMINDER_MODAL_KEY);
  } catch {
    // Without storage the reminder shows as an alert, which is fine.
  }
}

export function readReminderModalFlag(): boolean {
  try {
    return sessionStorage.getItem(REMINDER_MODAL_KEY) === '1';
  } catch {
    return false;
  }
}
