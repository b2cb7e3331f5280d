import { SITE_DOMAIN_PATTERN, WEB_ROUTES } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { type SiteSummary, settingsOf, siteQuery, useCreateSite } from './sites-api.ts';

/**
 * A new site: its domain, with the settings and texts of an existing site to start from; the editor then opens
 * on it, to change what differs.
 */
export function NewSiteForm({ sites }: { sites: readonly SiteSummary[] }) {
  const { t } = useTranslation(['admin-sites', 'translation']);
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateSite();
  const [domain, setDomain] = useState('');
  const [source, setSource] = useState(
    String(sites.find((site) => site.is_default)?.id ?? sites[0]?.id ?? ''),
  );
  const [failure, setFailure] = useState<string>();
  const invalid = failure === 'domain';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const wanted = domain.trim().toLowerCase();
    if (!SITE_DOMAIN_PATTERN.test(wanted)) return setFailure('domain');
    try {
      const from = await queryClient.fetchQuery(siteQuery(Number(source)));
      const site = await create.mutateAsync({ ...settingsOf(from), domain: wanted });
      await navigate(generatePath(WEB_ROUTES['admin-sites-id'], { id: String(site.id) }));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} style={{ maxWidth: 720 }}>
      <h2 id={`${id}-title`} className="h5">
        {t('adminSites.new.title')}
      </h2>
      <Form.Group className="mb-3" controlId={`${id}-domain`}>
        <Form.Label>{t('adminSites.fields.domain')}</Form.Label>
        <Form.Control
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          autoCapitalize="none"
          isInvalid={invalid}
          aria-describedby={invalid ? `${id}-domain-error` : undefined}
        />
        {invalid ? (
          <div id={`${id}-domain-error`} className="invalid-feedback d-block">
            {t('adminSites.invalid.domain')}
          </div>
        ) : null}
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-source`}>
        <Form.Label>{t('adminSites.new.copyFrom')}</Form.Label>
        <Form.Select value={source} onChange={(event) => setSource(event.target.value)}>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.domain}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {failure && !invalid ? <Alert variant="danger">{failure}</Alert> : null}
      <Button type="submit" variant="outline-primary" disabled={create.isPending}>
        {t('adminSites.create')}
      </Button>
    </Form>
  );
}
