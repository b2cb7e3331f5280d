import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  SITE_TEXT_FIELDS,
  SITE_TEXT_MAX_LENGTH,
  type SiteTextField,
} from '@community/contract';
import { Form } from 'react-bootstrap';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, SiteField } from './SiteField.tsx';
import type { SiteFormValues } from './site-form-values.ts';

const LONG_TEXTS: readonly SiteTextField[] = ['description', 'fictional_warning'];

/**
 * The site's texts in one language at a time (a language without a text shows the site's own language's).
 * Languages with a broken rule are marked in the picker, so the administrator finds them.
 */
export function SiteTextsFields({
  form,
  language,
  onLanguage,
}: {
  form: UseFormReturn<SiteFormValues>;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation('admin-sites');
  const formState = useFormState({ control: form.control });
  const faulty = (candidate: Language) =>
    SITE_TEXT_FIELDS.some((field) => form.getFieldState(`${field}.${candidate}`, formState).error);
  return (
    <fieldset>
      <legend className="h5">{t('adminSites.sections.texts')}</legend>
      <p className="text-body-secondary small">{t('adminSites.textsHint')}</p>
      <Form.Group className="mb-3" controlId="site-text-language">
        <Form.Label>{t('adminSites.textLanguage')}</Form.Label>
        <Form.Select
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
          style={{ maxWidth: 280 }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
              {faulty(code) ? ` – ${t('adminSites.textLanguageFaulty')}` : ''}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {SITE_TEXT_FIELDS.map((field) => {
        const id = `site-${field}-${language}`;
        const name = `${field}.${language}` as const;
        const error = form.getFieldState(name, form.formState).error?.message;
        const long = LONG_TEXTS.includes(field);
        return (
          <SiteField key={id} id={id} label={t(`adminSites.fields.${field}`)} setting={field} error={error}>
            <Form.Control
              {...(long ? { as: 'textarea' as const, rows: 3 } : {})}
              maxLength={SITE_TEXT_MAX_LENGTH[field]}
              lang={language}
              isInvalid={!!error}
              aria-describedby={describedBy(id, { error })}
              {...form.register(name)}
            />
          </SiteField>
        );
      })}
    </fieldset>
  );
}
