import { matchWebRoute, tagsAllowedOn } from '@community/contract';
import { useEffect, useState } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { consentAtLoad } from './consent-cookie.ts';
import { loadTags, tagsLoaded } from './tag-loader.ts';
import { loadableConsent, useConsent } from './use-consent.ts';

/**
 * The site's third-party tags (SPEC §7, decision 0065): loaded after consent for their category, on pages that may
 * load them; the banner asks while there is no choice. A site without tags shows and loads nothing.
 */
export function ConsentTags() {
  const { tags } = useCurrentSettings();
  // Read on the first render, before any choice here: what the document's CSP was made for.
  consentAtLoad();
  const consent = useConsent();
  const { pathname } = useLocation();
  const allowed = tagsAllowedOn(matchWebRoute(pathname));
  const [running, setRunning] = useState(tagsLoaded);
  useEffect(() => {
    if (!allowed || tags.length === 0) return;
    if (loadTags(tags, loadableConsent(consent)).length > 0) setRunning(true);
  }, [allowed, tags, consent]);
  if (tags.length === 0) return null;
  return (
    <>
      {running && <LeaveTagsBehind />}
      {allowed && consent === null && <ConsentBanner tags={tags} />}
    </>
  );
}

/**
 * Once a tag runs in this document, a page that never loads tags (chat, payment, account) is opened as a new
 * document, so no tag's script is running on it.
 */
function LeaveTagsBehind() {
  const blocker = useBlocker(({ nextLocation }) => !tagsAllowedOn(matchWebRoute(nextLocation.pathname)));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    window.location.assign(pathname + search + hash);
  }, [blocker]);
  return null;
}
