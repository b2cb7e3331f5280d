import { isBuiltRoute } from '@community/contract';

/** Where a logged-in member belongs (SPEC §2: members); the home page until member search is built. */
export function memberHomePath(): string {
  return isBuiltRoute('members') ? '/members' : '/';
}
