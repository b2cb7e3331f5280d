import { isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@community/contract';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../locale/use-change-language.ts';
import { useLanguage } from '../locale/use-language.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Every interface language; the choice is stored in the cookie and, for the e-mails, on the account. */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <SettingsSection id="settings-language" title={t('settings.language.title')}>
      <Form.Group controlId="settings-language-select">
        <Form.Label>{t('settings.language.label')}</Form.Label>
        <Form.Select
          value={language}
          aria-describedby="settings-language-help"
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) void changeLanguage(value);
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={LANGUAGE_TAGS[option]}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="settings-language-help">{t('settings.language.help')}</Form.Text>
      </Form.Group>
    </SettingsSection>
  );
}
