import type { CurrentUser, Language, UpdateUserBody } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/** PUT /api/user.php: the member's language, for the e-mails we send (SPEC §7: errors are ignored). */
export async function saveLanguage(language: Language): Promise<CurrentUser> {
  return (
    await apiFetch<{ user: CurrentUser }>('/api/user.php', {
      method: 'PUT',
      body: { language } satisfies UpdateUserBody,
    })
  ).user;
}
