import { MOBILE_REDIRECT_MAX_SECONDS } from '@community/contract';
import { Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, SiteField } from './SiteField.tsx';
import type { SiteFormValues } from './site-form-values.ts';

const FIELDS = [
  ['partner_cam_url', 'url'],
  ['partner_resell_url', 'url'],
  ['partner_sub_id', 'sub'],
  ['mobile_redirect_url', 'url'],
  ['mobile_redirect_seconds', 'seconds'],
] as const;

/** The partner links and the mobile redirect of a site (issue 24, decision 0066), each with its rules as a hint. */
export function PartnerSettingsFields({ form }: { form: UseFormReturn<SiteFormValues> }) {
  const { t } = useTranslation('partners');
  return (
    <fieldset>
      <legend className="h5">{t('partners.admin.section')}</legend>
      {FIELDS.map(([name, kind]) => {
        const id = `site-${name}`;
        const message = form.getFieldState(name, form.formState).error?.message;
        const error = typeof message === 'string' ? message : undefined;
        const hint = t(
          `partners.admin.${kind === 'url' ? 'urlHint' : kind === 'sub' ? 'subHint' : 'secondsHint'}`,
        );
        return (
          <SiteField
            key={name}
            id={id}
            label={t(`partners.admin.${name}`)}
            setting={name}
            error={error}
            hint={hint}
          >
            <Form.Control
              type={kind === 'seconds' ? 'number' : kind === 'url' ? 'url' : 'text'}
              inputMode={kind === 'seconds' ? 'numeric' : undefined}
              min={kind === 'seconds' ? 0 : undefined}
              max={kind === 'seconds' ? MOBILE_REDIRECT_MAX_SECONDS : undefined}
              isInvalid={!!error}
              aria-describedby={describedBy(id, { hint: true, error })}
              {...form.register(name, { valueAsNumber: kind === 'seconds' })}
            />
          </SiteField>
        );
      })}
    </fieldset>
  );
}
