import { MINIMUM_AGE } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../../features/company/company-info-api.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';

/** Adults only, the fictional-profiles warning, and who runs the site. */
export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const company = useCompanyInfo().data;
  return (
    // A landmark of its own, so every piece of the page sits in one (axe `region`).
    <aside className="bg-dark text-white-50 small py-3" aria-label={t('disclaimer.label')}>
      <Container>
        <p className="mb-1">{t('disclaimer.adults', { siteName: settings.name, age: MINIMUM_AGE })}</p>
        {settings.fictional_warning && <p className="mb-1">{settings.fictional_warning}</p>}
        {company && (
          <p className="mb-0">
            {t('disclaimer.company', {
              year: new Date().getFullYear(),
              company: company.name,
              kvk: company.kvk,
            })}
          </p>
        )}
      </Container>
    </aside>
  );
}
