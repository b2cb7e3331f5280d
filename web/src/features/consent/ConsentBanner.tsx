import { type SiteTag, WEB_ROUTES } from '@community/contract';
import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsentChoices } from './ConsentChoices.tsx';
import { chooseConsent } from './use-consent.ts';

/**
 * The cookie banner (decision 0065): accept and refuse side by side, equally plain, and a choice per category.
 * A region at the foot of the screen that leaves the page usable; it takes no focus from the page.
 */
export function ConsentBanner({ tags }: { tags: SiteTag[] }) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const all = (agreed: boolean) => chooseConsent({ statistics: agreed, marketing: agreed }, tags);
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="consent-banner position-fixed bottom-0 start-0 end-0 bg-body border-top shadow p-3 overflow-auto"
      style={{ zIndex: 1060, maxHeight: '70vh' }}
    >
      <div className="container" style={{ maxWidth: 820 }}>
        <h2 id={`${id}-title`} className="h6 mb-1">
          {t('consent.banner.title')}
        </h2>
        <p id={`${id}-text`} className="small mb-2">
          {t('consent.banner.text')}{' '}
          <Link to={WEB_ROUTES['pages-cookies']}>{t('consent.banner.policy')}</Link>
        </p>
        {choosing ? (
          <ConsentChoices tags={tags} initial={null} onSave={(consent) => chooseConsent(consent, tags)} />
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => all(true)}>
              {t('consent.banner.accept')}
            </Button>
            <Button variant="primary" onClick={() => all(false)}>
              {t('consent.banner.refuse')}
            </Button>
            <Button variant="link" className="px-1" onClick={() => setChoosing(true)}>
              {t('consent.banner.choose')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
