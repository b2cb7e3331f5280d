import type { SignupForm } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/**
 * POST /api/signup-check.php: checks any subset of the signup fields without creating anything.
 * Refusals name the field at fault (`field`): email_taken, account_deleted_contact_support, name_*, …;
 * 403 signups_closed when the site takes no signups.
 */
export async function checkSignup(body: Partial<SignupForm>): Promise<void> {
  await apiFetch<{ ok: true }>('/api/signup-check.php', { method: 'POST', body });
}
