import { type Lifetime, OWN_STORAGE, TAG_PROVIDERS } from '@community/contract';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { ConsentChoices } from './ConsentChoices.tsx';
import { chooseConsent, useConsent } from './use-consent.ts';

function useLifetime(): (lifetime: Lifetime) => string {
  const { t } = useTranslation('consent');
  const { tag } = useLanguage();
  return (lifetime) =>
    !('count' in lifetime)
      ? t(`consent.lifetime.${lifetime.unit}`)
      : new Intl.NumberFormat(tag, { style: 'unit', unit: lifetime.unit, unitDisplay: 'long' }).format(
          lifetime.count,
        );
}

/**
 * The cookies page's list of what this site stores and loads, made from the contract's OWN_STORAGE and the site's
 * configured tags (never kept by hand), and the visitor's choice, which can be changed here (decision 0065).
 */
export function StoredOnThisSite() {
  const { t } = useTranslation('consent');
  const { tags } = useCurrentSettings();
  const consent = useConsent();
  const lifetime = useLifetime();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <section aria-labelledby="consent-own">
        <h2 id="consent-own">{t('consent.page.ownHeading')}</h2>
        <p>{t('consent.page.ownIntro')}</p>
        <ul className="list-unstyled">
          {OWN_STORAGE.map((item) => (
            <li key={item.name} className="mb-3">
              <code>{item.name}</code> ({t(`consent.kinds.${item.kind}`)},{' '}
              {t(item.necessary ? 'consent.page.necessary' : 'consent.page.functional')})
              <br />
              {t(`consent.storage.${item.purpose}`)}{' '}
              {t('consent.page.lifetime', { lifetime: lifetime(item.lifetime) })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="consent-tags">
        <h2 id="consent-tags">{t('consent.page.tagsHeading')}</h2>
        {tags.length === 0 ? (
          <p>{t('consent.page.noTags')}</p>
        ) : (
          <>
            <p>{t('consent.page.tagsIntro')}</p>
            <ul className="list-unstyled">
              {tags.map((tag) => {
                const provider = TAG_PROVIDERS[tag.kind];
                return (
                  <li key={tag.kind} className="mb-3" data-tag={tag.kind}>
                    <strong>{t(`consent.tags.${tag.kind}.name`)}</strong> ({provider.provider},{' '}
                    {t(`consent.categories.${provider.category}.label`)})
                    <br />
                    {t(`consent.tags.${tag.kind}.purpose`)}
                    <br />
                    {provider.cookies.length === 0
                      ? t('consent.page.noCookies')
                      : t('consent.page.cookies', {
                          cookies: provider.cookies
                            .map((cookie) => {
                              const name = cookie.name.replace('{id}', tag.id);
                              const where = cookie.domain === 'first' ? '' : ` – ${cookie.domain}`;
                              return `${name}${where} (${lifetime(cookie.lifetime)})`;
                            })
                            .join(', '),
                        })}
                  </li>
                );
              })}
            </ul>
            <p>{t('consent.page.neverOn')}</p>
          </>
        )}
      </section>
      {tags.length > 0 && (
        <section aria-labelledby="consent-choice">
          <h2 id="consent-choice">{t('consent.page.choiceHeading')}</h2>
          <p>{t(consent ? 'consent.page.choiceIntro' : 'consent.page.noChoiceYet')}</p>
          <ConsentChoices
            tags={tags}
            initial={consent}
            onSave={(next) => {
              setSaved(true);
              chooseConsent(next, tags);
            }}
          />
          {saved && (
            <Alert variant="success" className="mt-3" role="status">
              {t('consent.page.saved')}
            </Alert>
          )}
        </section>
      )}
    </>
  );
}
