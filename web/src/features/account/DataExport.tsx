import { useTranslation } from 'react-i18next';
import { ACCOUNT_EXPORT_URL } from './export-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The member's copy of their data (GET /api/export.php, a file download). */
export function DataExport() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="settings-export" title={t('settings.export.title')}>
      <p>{t('settings.export.body')}</p>
      <a className="btn btn-outline-primary" href={ACCOUNT_EXPORT_URL} download>
        {t('settings.export.button')}
      </a>
    </SettingsSection>
  );
}
