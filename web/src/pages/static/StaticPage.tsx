import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import { LegalText } from '../../components/LegalText.tsx';
import { StoredOnThisSite } from '../../features/consent/StoredOnThisSite.tsx';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import type { LegalDocument, LegalPageKey } from './legal-pages.ts';
import { useLegalVariables } from './use-legal-variables.ts';

const usPrivacyQuery = {
  queryKey: ['legal', 'en-US-privacy'],
  queryFn: async () => (await import('../../i18n/legal/en-US-privacy.json')).default as LegalDocument,
  staleTime: Number.POSITIVE_INFINITY,
};

function UsPrivacy({ render }: { render: (document: LegalDocument) => React.ReactNode }) {
  return <>{render(useSuspenseQuery(usPrivacyQuery).data)}</>;
}

/**
 * The cookies page's sections that the list made from the site's settings replaces (decision 0065): what is
 * stored, the third-party tags, and whether there is a banner.
 */
const GENERATED_ON_COOKIES_PAGE = ['list', 'thirdParty', 'consent'];

/** Terms, privacy, cookies, ban, return policy, FAQ and customer service, filled with company info (SPEC §2, §9). */
export function StaticPage() {
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as { legalPage?: LegalPageKey } | undefined)?.legalPage ?? 'terms';
  const { t, i18n } = useTranslation('legal');
  const { language } = useLanguage();
  const settings = useCurrentSettings();
  const variables = useLegalVariables();
  const [query] = useSearchParams();
  // The US notice: English-language visitors from the United States, or anyone who follows the US footer link.
  const usPrivacy =
    page === 'privacy' &&
    language === 'en' &&
    (query.get('region') === 'us' || settings.geoip_country === 'US');

  const interpolate = (text: string) => i18n.services.interpolator.interpolate(text, variables, language, {});
  const render = (document: LegalDocument) => (
    <Container as="article" className="legal-text py-4" style={{ maxWidth: 820 }}>
      <h1 className="mb-3">{document.title}</h1>
      {document.version && <p className="text-body-secondary small">{interpolate(document.version)}</p>}
      <LegalText text={interpolate(document.intro)} />
      {Object.entries(document.sections).map(([key, section]) =>
        page === 'cookies' && GENERATED_ON_COOKIES_PAGE.includes(key) ? (
          key === 'list' && <StoredOnThisSite key={key} />
        ) : (
          <section key={key} aria-labelledby={`section-${key}`}>
            <h2 id={`section-${key}`}>{interpolate(section.heading)}</h2>
            <LegalText text={interpolate(section.body)} />
          </section>
        ),
      )}
    </Container>
  );

  const document = t(page, { returnObjects: true }) as unknown as LegalDocument;
  const title = usPrivacy ? undefined : document.title;
  useEffect(() => {
    if (title) window.document.title = `${title} – ${settings.name}`;
  }, [title, settings.name]);
  return usPrivacy ? <UsPrivacy render={render} /> : render(document);
}
