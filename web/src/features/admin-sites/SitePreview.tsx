import { type Language, textInLanguage } from '@community/contract';
import { Alert, Badge } from 'react-bootstrap';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import type { SiteFormValues } from './site-form-values.ts';

/**
 * How the site will look in one language with the settings as typed, before they are saved: its top bar, the
 * home page's title and description (also the page title and the search engines' snippet) and the fictional
 * profiles' disclosure. A language without a text shows the site's own language's, as the site does.
 */
export function SitePreview({ control, language }: { control: Control<SiteFormValues>; language: Language }) {
  const { t } = useTranslation('admin-sites');
  const values = useWatch({ control }) as SiteFormValues;
  const text = (field: 'name' | 'index_title' | 'description' | `fictional_${string}`) =>
    textInLanguage(
      (values[field as keyof SiteFormValues] as Partial<Record<string, string>>) ?? {},
      language,
      values.domain_language,
    );
  const initial = [...text('name').trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <section aria-labelledby="site-preview-title">
      <h2 id="site-preview-title" className="h5">
        {t('adminSites.preview.title')}
      </h2>
      <p className="small text-body-secondary">{t('adminSites.preview.hint')}</p>

      <h3 className="h6 mt-3">{t('adminSites.preview.topBar')}</h3>
      <div
        lang={language}
        className="border rounded d-flex align-items-center justify-content-between px-3 py-2 bg-body"
      >
        <span className="text-primary">
          <SiteLogo name={text('name')} />
        </span>
        <span className="small text-body-secondary">{values.domain}</span>
      </div>

      <h3 className="h6 mt-3">{t('adminSites.preview.index')}</h3>
      <div lang={language} className="border rounded p-3">
        <p className="h4 mb-2">{text('index_title')}</p>
        <p className="mb-0">{text('description')}</p>
      </div>

      <h3 className="h6 mt-3">{t('adminSites.preview.disclosure')}</h3>
      <Alert lang={language} variant="warning" className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Badge bg="warning" text="dark">
          {text('fictional_icon')}
        </Badge>
        <span>{text('fictional_warning')}</span>
      </Alert>
      <p className="small mb-0">
        {t('adminSites.preview.counts', {
          singular: text('fictional_singular'),
          plural: text('fictional_plural'),
        })}
      </p>

      <h3 className="h6 mt-3">{t('adminSites.preview.appIcon')}</h3>
      <div className="d-flex align-items-center gap-3">
        <span
          aria-hidden="true"
          className="d-inline-flex align-items-center justify-content-center rounded-3 fw-bold fs-3"
          style={{ width: 56, height: 56, background: values.theme_color, color: '#ffffff' }}
        >
          {initial}
        </span>
        <span className="small">
          {t('adminSites.preview.colors', { theme: values.theme_color, background: values.background_color })}
        </span>
      </div>
    </section>
  );
}
