import { PROFILE_NOTE_NAMES, VISIBLE_PROFILE_FIELD_NAMES } from '@community/contract';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

const FIELDS: readonly string[] = VISIBLE_PROFILE_FIELD_NAMES;
const NOTES: readonly string[] = PROFILE_NOTE_NAMES;

/**
 * Whether other members never see a field: the site shows only the fields listed in visible_profile_fields
 * and the notes in visible_profile_notes (SPEC §3). Name, age, place and photos are always shown.
 */
export function useHiddenFromOthers(): (field: string) => boolean {
  const { visible_profile_fields, visible_profile_notes } = useCurrentSettings();
  return (field) =>
    (FIELDS.includes(field) && !visible_profile_fields.includes(field)) ||
    (NOTES.includes(field) && !visible_profile_notes.includes(field));
}
