import { isBuiltRoute } from '@community/contract';

/** The premium offer (SPEC §2 /premium), or null while that screen is not built. */
export function premiumPath(): string | null {
  return isBuiltRoute('premium') ? '/premium' : null;
}
