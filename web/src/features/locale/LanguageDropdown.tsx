import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@community/contract';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from './use-change-language.ts';
import { useLanguage } from './use-language.ts';

export function LanguageDropdown({ languages }: { languages: Language[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id="language-dropdown"
        aria-label={t('nav.languageCurrent', { language: LANGUAGE_NAMES[language] })}
      >
        {language.toUpperCase()}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {languages.map((option) => (
          <Dropdown.Item
            key={option}
            as="button"
            lang={LANGUAGE_TAGS[option]}
            active={option === language}
            aria-current={option === language ? 'true' : undefined}
            onClick={() => void changeLanguage(option)}
          >
            {LANGUAGE_NAMES[option]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
