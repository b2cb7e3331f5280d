import { useCallback, useState } from 'react';
import { readDraft, writeDraft } from './chat-storage.ts';

/** The text being written to this profile, kept on the device at every keystroke so a reload keeps it. */
export function useDraft(memberId: number, profileId: number) {
  const [draft, setDraftState] = useState(() => readDraft(memberId, profileId));
  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      writeDraft(memberId, profileId, text);
    },
    [memberId, profileId],
  );
  /** Takes what is stored (a refused send put its text back there). */
  const reload = useCallback(() => setDraftState(readDraft(memberId, profileId)), [memberId, profileId]);
  return { draft, setDraft, reload };
}
