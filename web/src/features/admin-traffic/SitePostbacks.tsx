import { CLICK_ID_FIELDS, POSTBACK_PLACEHOLDERS, type Postback } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '../../components/error-text.ts';
import { useSaveSitePostbacks, useSitePostbacks } from './traffic-api.ts';

/** An example template, the same in every language (a URL, not a text). */
const EXAMPLE_TEMPLATE = 'https://network.example/pb?click={click_id}&event={event}';

const EMPTY: Postback = { network: '', url_template: '', click_id_field: 'ref' };
/** A row of the form: a postback and a key of its own that stays while rows above it are removed. */
type Row = Postback & { key: number };
let nextKey = 0;
const keyed = (postbacks: Postback[]): Row[] =>
  postbacks.map((postback) => ({ ...postback, key: nextKey++ }));

function PostbacksForm({ siteId, stored }: { siteId: number; stored: Postback[] }) {
  const { t } = useTranslation(['traffic', 'translation']);
  const [rows, setRows] = useState<Row[]>(() => keyed(stored));
  const save = useSaveSitePostbacks(siteId);
  const change = (index: number, part: Partial<Postback>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...part } : row)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        postbacks: rows.map(({ key: _key, ...row }) => ({
          ...row,
          network: row.network.trim().toLowerCase(),
        })),
      },
      { onSuccess: (saved) => setRows(keyed(saved)) },
    );
  };
  return (
    <Form onSubmit={submit} noValidate>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="border rounded p-2 mb-2">
          <legend className="fs-6 px-1 w-auto">{t('traffic.postbacks.entry', { number: index + 1 })}</legend>
          <Form.Group className="mb-2" controlId={`postback-network-${index}`}>
            <Form.Label>{t('traffic.postbacks.network')}</Form.Label>
            <Form.Control
              value={row.network}
              maxLength={100}
              onChange={(e) => change(index, { network: e.target.value })}
            />
          </Form.Group>
          <Form.Group className="mb-2" controlId={`postback-url-${index}`}>
            <Form.Label>{t('traffic.postbacks.url')}</Form.Label>
            <Form.Control
              type="url"
              inputMode="url"
              value={row.url_template}
              maxLength={1000}
              placeholder={EXAMPLE_TEMPLATE}
              onChange={(e) => change(index, { url_template: e.target.value })}
            />
          </Form.Group>
          <Form.Group className="mb-2" controlId={`postback-click-${index}`}>
            <Form.Label>{t('traffic.postbacks.clickIdField')}</Form.Label>
            <Form.Select
              value={row.click_id_field}
              onChange={(e) =>
                change(index, { click_id_field: e.target.value as Postback['click_id_field'] })
              }
            >
              {CLICK_ID_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {field}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => setRows(rows.filter((_, i) => i !== index))}
          >
            {t('traffic.postbacks.remove')}
          </Button>
        </fieldset>
      ))}
      <p className="small text-body-secondary">
        {t('traffic.postbacks.placeholders', {
          list: POSTBACK_PLACEHOLDERS.map((name) => `{${name}}`).join(' '),
        })}
      </p>
      {save.isError ? (
        <Alert variant="danger">
          {errorCode(save.error) === 'validation_failed'
            ? t('traffic.postbacks.invalid')
            : errorText(t, save.error)}
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          {t('traffic.postbacks.saved')}
        </Alert>
      ) : null}
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={() => setRows([...rows, ...keyed([EMPTY])])}>
          {t('traffic.postbacks.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('traffic.postbacks.save')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The sites editor's postbacks (issue 24, decision 0064): per traffic network, the URL called on a member's
 * activation and first purchase, and which tracking field carries the network's click id.
 */
export function SitePostbacks({ siteId }: { siteId: number }) {
  const { t } = useTranslation(['traffic', 'translation']);
  const postbacks = useSitePostbacks(siteId);
  return (
    <section aria-labelledby="site-postbacks" className="mt-4">
      <h2 id="site-postbacks" className="h5">
        {t('traffic.postbacks.title')}
      </h2>
      <p className="small text-body-secondary">{t('traffic.postbacks.intro')}</p>
      {postbacks.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('traffic.postbacks.loading')}</span>
        </Spinner>
      ) : postbacks.isError ? (
        <Alert variant="danger">{errorText(t, postbacks.error)}</Alert>
      ) : (
        <PostbacksForm siteId={siteId} stored={postbacks.data} />
      )}
    </section>
  );
}
