import { isBuiltRoute, WEB_ROUTES } from '@community/contract';
import { Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { useInstalledApp } from '../../features/installed-app/installed-app.ts';
import { LanguageChoice } from '../../features/locale/LanguageChoice.tsx';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';

/** SPEC §2 footer links, by route name and text key; a link shows once its route is built. */
const FOOTER_LINKS = [
  ['pages-terms', 'footer.terms'],
  ['pages-privacy', 'footer.privacy'],
  ['pages-cookies', 'footer.cookies'],
  ['pages-ban', 'footer.ban'],
  ['pricing', 'footer.pricing'],
  ['complaints', 'footer.complaints'],
  ['pages-return-policy', 'footer.returnPolicy'],
  ['pages-faq', 'footer.faq'],
  ['pages-service', 'footer.support'],
  ['lang-config', 'footer.language'],
] as const;

function footerLinks(): Array<{ to: string; label: (typeof FOOTER_LINKS)[number][1] }> {
  return FOOTER_LINKS.flatMap(([name, label]) =>
    isBuiltRoute(name) ? [{ to: WEB_ROUTES[name], label }] : [],
  );
}

/**
 * SPEC §2 footer. On a member's inner pages and in installed-app mode it has a logo area beside the links area (the
 * installed app has no browser frame that names the site).
 */
export function Footer({ children }: { children?: React.ReactNode }) {
  const installed = useInstalledApp();
  const loggedIn = useCurrentUser() !== null;
  const onIndex = useMatches().some((match) => match.id === 'index');
  const links = <FooterLinks>{children}</FooterLinks>;
  return (
    <footer className="app-footer bg-secondary text-white py-4 mt-5">
      <Container>
        {installed || (loggedIn && !onIndex) ? (
          <Row className="gy-3">
            <Col md={3} className="app-footer-logo">
              <FooterLogo />
            </Col>
            <Col md={9}>{links}</Col>
          </Row>
        ) : (
          links
        )}
      </Container>
    </footer>
  );
}

/** The logo area: the site's heart and name, not a second home link (the top bar has that). */
function FooterLogo() {
  return <SiteLogo name={useCurrentSettings().name} />;
}

function FooterLinks({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <nav aria-label={t('footer.label')}>
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
          {footerLinks().map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('footer.languages')} className="mt-3">
        <LanguageChoice
          className="list-unstyled d-flex flex-wrap gap-2 mb-0 small"
          buttonClassName={(current) =>
            `btn btn-link btn-sm p-0 text-white ${current ? 'fw-bold' : 'text-decoration-underline'}`
          }
        />
      </nav>
      {language === 'en' && (
        <section className="mt-3 small" aria-labelledby="footer-us-heading">
          <h2 id="footer-us-heading" className="h6 mb-1">
            {t('footer.us.heading')}
          </h2>
          <p className="mb-0">
            {t('footer.us.noSale')}{' '}
            <Link to={`${WEB_ROUTES['pages-privacy']}?region=us`}>{t('footer.us.privacy')}</Link>
          </p>
        </section>
      )}
      {children}
    </>
  );
}
