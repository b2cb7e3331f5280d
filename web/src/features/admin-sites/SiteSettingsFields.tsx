import {
  NICHES,
  PROFILE_NOTE_NAMES,
  SEARCH_FILTERS,
  SIGNUP_POLICIES,
  VISIBLE_PROFILE_FIELD_NAMES,
} from '@community/contract';
import { Col, Form, Row } from 'react-bootstrap';
import { Controller, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, SiteField } from './SiteField.tsx';
import { countriesOf, type SiteFormValues } from './site-form-values.ts';

type Form_ = UseFormReturn<SiteFormValues>;

const COUNTS = [
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'free_member_messages',
  'message_length',
  'refund_days',
  'direct_debit_limit',
] as const;
const SWITCHES = ['logged_out_search', 'logged_out_search_trafficsource', 'member_resell'] as const;

/** One text or number setting with its label, the setting's name, its hint and its broken rule. */
function Setting({
  form,
  name,
  type = 'text',
  hint,
}: {
  form: Form_;
  name: Path<SiteFormValues>;
  type?: 'text' | 'number' | 'email' | 'color' | 'url';
  hint?: string;
}) {
  const { t } = useTranslation('admin-sites');
  const id = `site-${name.replaceAll('.', '-')}`;
  const message = form.getFieldState(name, form.formState).error?.message;
  const error = typeof message === 'string' ? message : undefined;
  return (
    <SiteField id={id} label={t(`adminSites.fields.${name}`)} setting={name} error={error} hint={hint}>
      <Form.Control
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        isInvalid={!!error}
        aria-describedby={describedBy(id, { hint: !!hint, error })}
        className={type === 'color' ? 'form-control-color' : undefined}
        {...form.register(name, { valueAsNumber: type === 'number' })}
      />
    </SiteField>
  );
}

/** A list setting as checkboxes: which of the contract's names the site uses. */
function Choices({
  form,
  name,
  options,
}: {
  form: Form_;
  name: Path<SiteFormValues>;
  options: readonly string[];
}) {
  const { t } = useTranslation('admin-sites');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const chosen = (field.value as string[] | undefined) ?? [];
        return (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">
              {t(`adminSites.fields.${name}`)} <code className="small text-body-secondary">{name}</code>
            </legend>
            {options.map((option) => (
              <Form.Check
                key={option}
                inline
                id={`site-${name}-${option}`}
                label={option}
                checked={chosen.includes(option)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? options.filter((o) => o === option || chosen.includes(o))
                      : chosen.filter((o) => o !== option),
                  )
                }
              />
            ))}
          </fieldset>
        );
      }}
    />
  );
}

/** The minimum message cost claimed per country the site serves ("from … per message"). */
function MessageCosts({ form }: { form: Form_ }) {
  const { t } = useTranslation('admin-sites');
  const countries = countriesOf(useWatch({ control: form.control, name: 'countries' }) ?? '');
  const error = form.getFieldState('minimum_message_costs', form.formState).error;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('adminSites.fields.minimum_message_costs')}</legend>
      <p className="small text-body-secondary mb-2">{t('adminSites.hints.minimum_message_costs')}</p>
      {countries.map((country) => (
        <Row key={country} className="g-2 mb-2 align-items-center">
          <Col xs={2} className="fw-semibold">
            {country}
          </Col>
          <Col xs={5}>
            <Form.Control
              type="number"
              step="0.01"
              min="0"
              aria-label={t('adminSites.costOf', { country })}
              {...form.register(`minimum_message_costs.${country}.costs`, { valueAsNumber: true })}
            />
          </Col>
          <Col xs={5}>
            <Form.Control
              maxLength={3}
              aria-label={t('adminSites.currencyOf', { country })}
              {...form.register(`minimum_message_costs.${country}.currency`)}
            />
          </Col>
        </Row>
      ))}
      {error ? (
        <div className="invalid-feedback d-block">{t('adminSites.invalid.minimum_message_costs')}</div>
      ) : null}
    </fieldset>
  );
}

/** Every setting of SPEC §3 but the texts, grouped as an operator thinks of them. */
export function SiteSettingsFields({ form, creating }: { form: Form_; creating: boolean }) {
  const { t } = useTranslation('admin-sites');
  const select = (
    name: 'niche' | 'signups' | 'enable_site_entry_popup',
    options: readonly [string, string][],
  ) => {
    const id = `site-${name}`;
    return (
      <SiteField id={id} label={t(`adminSites.fields.${name}`)} setting={name}>
        <Form.Select {...form.register(name, { setValueAs: (v) => (name === 'niche' ? Number(v) : v) })}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Form.Select>
      </SiteField>
    );
  };
  return (
    <>
      <fieldset>
        <legend className="h5">{t('adminSites.sections.site')}</legend>
        <Setting form={form} name="domain" hint={creating ? undefined : t('adminSites.hints.domain')} />
        <Setting form={form} name="domain_language" hint={t('adminSites.hints.domain_language')} />
        <Setting form={form} name="countries" hint={t('adminSites.hints.countries')} />
        {select(
          'niche',
          Object.entries(NICHES).map(([id, niche]) => [id, `${id} – ${niche}`]),
        )}
      </fieldset>
      <fieldset>
        <legend className="h5">{t('adminSites.sections.credits')}</legend>
        <Row xs={1} sm={2}>
          {COUNTS.map((name) => (
            <Col key={name}>
              <Setting form={form} name={name} type="number" />
            </Col>
          ))}
        </Row>
        <MessageCosts form={form} />
      </fieldset>
      <fieldset>
        <legend className="h5">{t('adminSites.sections.access')}</legend>
        {select(
          'signups',
          SIGNUP_POLICIES.map((policy) => [policy, t(`adminSites.signups.${policy}`)]),
        )}
        {select('enable_site_entry_popup', [
          ['yes', t('adminSites.entryPopup.yes')],
          ['no', t('adminSites.entryPopup.no')],
        ])}
        {SWITCHES.map((name) => (
          <Form.Check
            key={name}
            type="switch"
            id={`site-${name}`}
            className="mb-2"
            label={
              <>
                {t(`adminSites.fields.${name}`)} <code className="small text-body-secondary">{name}</code>
              </>
            }
            {...form.register(name)}
          />
        ))}
      </fieldset>
      <fieldset className="mt-3">
        <legend className="h5">{t('adminSites.sections.profiles')}</legend>
        <Choices form={form} name="visible_profile_fields" options={VISIBLE_PROFILE_FIELD_NAMES} />
        <Choices form={form} name="visible_profile_notes" options={PROFILE_NOTE_NAMES} />
        <Choices form={form} name="search_fields" options={SEARCH_FILTERS} />
      </fieldset>
      <fieldset>
        <legend className="h5">{t('adminSites.sections.contact')}</legend>
        <Setting form={form} name="support_email" type="email" />
        <Setting form={form} name="support_phone" />
        <Setting form={form} name="cdn_prefix" type="url" hint={t('adminSites.hints.cdn_prefix')} />
        <Row xs={2}>
          <Col>
            <Setting form={form} name="theme_color" type="color" />
          </Col>
          <Col>
            <Setting form={form} name="background_color" type="color" />
          </Col>
        </Row>
      </fieldset>
    </>
  );
}
