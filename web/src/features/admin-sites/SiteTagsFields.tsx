import { TAG_KINDS, TAG_SETTINGS } from '@community/contract';
import { Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, SiteField } from './SiteField.tsx';
import type { SiteFormValues } from './site-form-values.ts';

/** The ids of the site's third-party tags (decision 0065); empty: the tag is not loaded, no banner asks for it. */
export function SiteTagsFields({ form }: { form: UseFormReturn<SiteFormValues> }) {
  const { t } = useTranslation('admin-sites');
  return (
    <fieldset>
      <legend className="h5">{t('adminSites.tags.section')}</legend>
      <p className="small text-body-secondary">{t('adminSites.tags.intro')}</p>
      {TAG_KINDS.map((kind) => {
        const name = TAG_SETTINGS[kind];
        const id = `site-${name}`;
        const message = form.getFieldState(name, form.formState).error?.message;
        const error = typeof message === 'string' ? message : undefined;
        return (
          <SiteField
            key={kind}
            id={id}
            label={t(`adminSites.tags.fields.${kind}`)}
            setting={name}
            error={error}
            hint={t(`adminSites.tags.hints.${kind}`)}
          >
            <Form.Control
              isInvalid={!!error}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy(id, { hint: true, error })}
              {...form.register(name)}
            />
          </SiteField>
        );
      })}
    </fieldset>
  );
}
