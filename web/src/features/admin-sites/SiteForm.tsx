import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageOfTag,
  type SiteInput,
} from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCode, errorText } from '../../components/error-text.ts';
import { PartnerSettingsFields } from './PartnerSettingsFields.tsx';
import { SitePreview } from './SitePreview.tsx';
import { SiteSettingsFields } from './SiteSettingsFields.tsx';
import { SiteTagsFields } from './SiteTagsFields.tsx';
import { SiteTextsFields } from './SiteTextsFields.tsx';
import {
  formValuesOf,
  inputOf,
  invalidKey,
  type SiteFormValues,
  siteFormResolver,
} from './site-form-values.ts';

/** The language of the first text at fault, so the picker shows it. */
function languageAtFault(errors: FieldErrors<SiteFormValues>): Language | undefined {
  for (const error of Object.values(errors))
    for (const key of Object.keys(error ?? {}))
      if ((LANGUAGES as readonly string[]).includes(key)) return key as Language;
  return undefined;
}

/**
 * The sites editor's form: every setting of SPEC §3 and the texts per language, checked with the contract's rules
 * as typed, beside a preview of the site. `send` saves (or creates) the site; a refusal of the server lands under
 * the field it names, else above the button.
 */
export function SiteForm({
  site,
  creating = false,
  send,
}: {
  site: SiteInput;
  creating?: boolean;
  send: (input: SiteInput) => Promise<unknown>;
}) {
  // The partner fields' texts load with the form's own: a field that suspended inside the form would unmount and
  // remount registered fields while it waits, and under act() (tests) that loop never ends.
  const { t } = useTranslation(['admin-sites', 'translation', 'partners']);
  const form = useForm<SiteFormValues>({
    defaultValues: formValuesOf(site),
    resolver: siteFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [language, setLanguage] = useState<Language>(languageOfTag(site.domain_language) ?? DEFAULT_LANGUAGE);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      setSaved(false);
      try {
        await send(inputOf(values));
        setSaved(true);
      } catch (error) {
        const fields = error instanceof ApiError ? error.params.fields : undefined;
        if (errorCode(error) === 'validation_failed' && Array.isArray(fields) && fields.length > 0) {
          for (const field of fields as string[])
            form.setError(field.replaceAll('/', '.') as Path<SiteFormValues>, {
              type: 'server',
              message: invalidKey(field.split('/')),
            });
          setFailure(t('adminSites.fixFields'));
        } else if (errorCode(error) === 'site_domain_taken') {
          form.setError('domain', { type: 'server', message: 'translation:errors.site_domain_taken' });
        } else setFailure(errorText(t, error));
      }
    },
    (errors) => {
      setSaved(false);
      setFailure(t('adminSites.fixFields'));
      const faulty = languageAtFault(errors);
      if (faulty) setLanguage(faulty);
    },
  );

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Row className="g-4">
        <Col lg={7}>
          <SiteSettingsFields form={form} creating={creating} />
          <PartnerSettingsFields form={form} />
          <SiteTagsFields form={form} />
          <SiteTextsFields form={form} language={language} onLanguage={setLanguage} />
        </Col>
        <Col lg={5}>
          <div className="sticky-lg-top" style={{ top: '1rem' }}>
            <SitePreview control={form.control} language={language} />
          </div>
        </Col>
      </Row>
      <div className="border-top pt-3 mt-3 d-flex flex-wrap align-items-center gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {creating ? t('adminSites.create') : t('adminSites.save')}
        </Button>
        <div aria-live="polite" className="flex-grow-1">
          {failure ? (
            <Alert variant="danger" className="mb-0 py-2">
              {failure}
            </Alert>
          ) : saved ? (
            <Alert variant="success" className="mb-0 py-2">
              {t('adminSites.saved')}
            </Alert>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
