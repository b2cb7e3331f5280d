import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@community/contract';
import { useChangeLanguage } from './use-change-language.ts';
import { useLanguage } from './use-language.ts';

/**
 * Every interface language as a button named in its own language (a visitor who cannot read the current one
 * still finds theirs); the current one is marked pressed. Used by the footer and /lang-config.
 */
export function LanguageChoice({
  className,
  buttonClassName,
}: {
  className?: string;
  buttonClassName: (current: boolean) => string;
}) {
  const { language } = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <ul className={className}>
      {LANGUAGES.map((option: Language) => (
        <li key={option}>
          <button
            type="button"
            lang={LANGUAGE_TAGS[option]}
            className={buttonClassName(option === language)}
            aria-pressed={option === language}
            onClick={() => void changeLanguage(option)}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        </li>
      ))}
    </ul>
  );
}
