import { CURRENCIES } from '@community/contract';
import { useId, useState } from 'react';
import { Alert, Col, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { PackageEditor } from '../../features/admin-packages/PackageEditor.tsx';
import { PackageTable } from '../../features/admin-packages/PackageTable.tsx';
import { useAdminPackages, useChangePackage } from '../../features/admin-packages/packages-api.ts';
import { formatMoney } from '../../features/credits/money.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/packages: what each site sells per payment country, and at what price (administrators). */
export function AdminPackagesPage() {
  const { t, i18n } = useTranslation('admin-packages');
  const { t: common } = useTranslation();
  usePageTitle(t('adminPackages.title'));
  const id = useId();
  const [site, setSite] = useState<number | null>(null);
  const packages = useAdminPackages(site);
  const create = useChangePackage(site);
  const [country, setCountry] = useState('');
  const [currency, setCurrency] = useState<string>('EUR');
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const done = (message: string, error?: unknown) =>
    setOutcome(error ? { ok: false, text: errorText(common, error) } : { ok: true, text: message });
  const countryValid = country === '' || /^[A-Za-z]{2}$/.test(country);
  const data = packages.data;
  const money = (cost: { costs: number; currency: string }) =>
    formatMoney(Math.round(cost.costs * 100), cost.currency, i18n.language);

  return (
    <>
      <h1 className="h3">{t('adminPackages.title')}</h1>
      <p className="text-body-secondary">{t('adminPackages.intro')}</p>
      {data && data.sites.length > 1 ? (
        <Form.Group className="mb-3" style={{ maxWidth: 360 }}>
          <Form.Label htmlFor={`${id}-site`}>{t('adminPackages.site')}</Form.Label>
          <Form.Select
            id={`${id}-site`}
            value={data.site_id}
            onChange={(e) => setSite(Number(e.target.value))}
          >
            {data.sites.map((option) => (
              <option key={option.id} value={option.id}>
                {option.domain}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      <div aria-live="polite">
        {outcome ? (
          <Alert variant={outcome.ok ? 'success' : 'danger'} onClose={() => setOutcome(null)} dismissible>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      {data?.false_claims.length ? (
        <Alert variant="warning">
          <h2 className="h6">{t('adminPackages.claimsTitle')}</h2>
          <ul className="mb-0">
            {data.false_claims.map((claim) => (
              <li key={claim.country}>
                {claim.cheapest
                  ? t('adminPackages.claimFalse', {
                      country: claim.country,
                      claimed: money(claim.claimed),
                      cheapest: money(claim.cheapest),
                    })
                  : t('adminPackages.claimNoPackages', {
                      country: claim.country,
                      claimed: money(claim.claimed),
                    })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <section aria-labelledby={`${id}-add`} className="mb-4">
        <h2 id={`${id}-add`} className="h5">
          {t('adminPackages.addTitle')}
        </h2>
        <PackageEditor
          key={formKey}
          initial={{ credits: 0, price: 0, popular: false, position: 0 }}
          currency={currency}
          submitLabel={t('adminPackages.add')}
          busy={create.isPending}
          onSubmit={(fields) => {
            if (!countryValid || !data) return;
            create.mutate(
              {
                action: 'create',
                site: data.site_id,
                country: country ? country.toUpperCase() : null,
                currency: currency as 'EUR',
                ...fields,
              },
              {
                onSuccess: () => {
                  setFormKey((key) => key + 1);
                  done(t('adminPackages.addedDone'));
                },
                onError: (error) => done('', error),
              },
            );
          }}
        >
          <Col xs={6} md={2}>
            <Form.Label htmlFor={`${id}-country`}>{t('adminPackages.country')}</Form.Label>
            <Form.Control
              id={`${id}-country`}
              value={country}
              maxLength={2}
              placeholder={t('adminPackages.countryPlaceholder')}
              aria-describedby={`${id}-country-help`}
              onChange={(e) => setCountry(e.target.value)}
              isInvalid={!countryValid}
            />
            <Form.Text id={`${id}-country-help`}>{t('adminPackages.countryHelp')}</Form.Text>
          </Col>
          <Col xs={6} md={2}>
            <Form.Label htmlFor={`${id}-currency`}>{t('adminPackages.currency')}</Form.Label>
            <Form.Select id={`${id}-currency`} value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {CURRENCIES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Form.Select>
          </Col>
        </PackageEditor>
      </section>
      <h2 className="h5">{t('adminPackages.listTitle')}</h2>
      {packages.isError ? <Alert variant="danger">{errorText(common, packages.error)}</Alert> : null}
      {data ? <PackageTable packages={data.packages} site={site} onDone={done} /> : null}
    </>
  );
}
