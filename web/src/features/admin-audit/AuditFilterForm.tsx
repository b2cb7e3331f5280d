import type { AuditFilters } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const FIELDS = ['staff', 'action', 'target_type', 'target_id', 'q', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  staff: 'adminAudit.filters.staff',
  action: 'adminAudit.filters.action',
  target_type: 'adminAudit.filters.targetType',
  target_id: 'adminAudit.filters.targetId',
  q: 'adminAudit.filters.reason',
  from: 'adminAudit.filters.from',
  to: 'adminAudit.filters.to',
};

/** The search of the audit log: each field narrows it; empty fields mean "any". */
export function AuditFilterForm({
  filters,
  onSearch,
}: {
  filters: AuditFilters;
  onSearch: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation('admin-audit');
  const initial = Object.fromEntries(FIELDS.map((field) => [field, filters[field] ?? ''])) as Values;
  const [values, setValues] = useState<Values>(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.entries(values).filter(([, value]) => value.trim() !== '');
    onSearch(Object.fromEntries(chosen.map(([key, value]) => [key, value.trim()])));
  };
  const clear = () => {
    setValues(Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values);
    onSearch({});
  };

  return (
    <Form onSubmit={submit} className="mb-4" aria-label={t('adminAudit.filters.label')}>
      <Row className="g-2">
        {FIELDS.map((field) => (
          <Col key={field} xs={field === 'from' || field === 'to' ? 6 : 12} sm={6} lg={field === 'q' ? 6 : 3}>
            <Form.Group controlId={`audit-${field}`}>
              <Form.Label className="small mb-1">{t(LABELS[field])}</Form.Label>
              <Form.Control
                size="sm"
                type={field === 'from' || field === 'to' ? 'date' : 'text'}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" size="sm">
          {t('adminAudit.filters.search')}
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={clear}>
          {t('adminAudit.filters.clear')}
        </Button>
      </div>
    </Form>
  );
}
