import { COMPLAINT_REASONS, type ComplaintKind, complaintFormSchema } from '@community/contract';
import { useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useLanguage } from '../locale/use-language.ts';
import { useSubmitComplaint } from './complaints-api.ts';

type Values = {
  kind: string;
  reason: string;
  explanation: string;
  good_faith: boolean;
  name: string;
  email: string;
  visitor: boolean;
};
type Field = 'reason' | 'explanation' | 'good_faith' | 'name' | 'email';
const FIELDS: readonly Field[] = ['reason', 'explanation', 'good_faith', 'name', 'email'];

type Props = {
  kind: ComplaintKind;
  /** The reported member, photo or message; none for a complaint about the service. */
  targetId?: number;
  visitor: boolean;
  onSent: (reference: string) => void;
};

/**
 * The complaint itself (DSA Art. 16): for content a reason and the statement of good faith; always an explanation;
 * a visitor's name and address, to answer them. Sent once per form however often the button is pressed.
 */
export function ComplaintForm({ kind, targetId, visitor, onSent }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const submitComplaint = useSubmitComplaint();
  const clientId = useRef(crypto.randomUUID());
  const content = kind !== 'service';
  const form = useContractForm<Values>({
    schema: complaintFormSchema,
    defaultValues: { kind, reason: '', explanation: '', good_faith: false, name: '', email: '', visitor },
    fieldErrors: FIELDS,
    focusErrors: true,
  });

  const submit = form.onSubmit((values) =>
    submitComplaint
      .mutateAsync({
        client_id: clientId.current,
        kind,
        ...(content
          ? { target_id: targetId, reason: values.reason as (typeof COMPLAINT_REASONS)[number] }
          : {}),
        explanation: values.explanation.trim(),
        good_faith: content ? values.good_faith : false,
        ...(visitor ? { name: values.name.trim(), email: values.email.trim() } : {}),
        language,
      })
      .then((created) => onSent(created.reference)),
  );

  const invalid = (field: Field) => {
    const problem = form.fieldError(field);
    return {
      isInvalid: Boolean(problem),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `complaint-${field}-error` : undefined,
    } as const;
  };
  const feedback = (field: Field) => (
    <Form.Control.Feedback type="invalid" id={`complaint-${field}-error`}>
      {form.fieldError(field)}
    </Form.Control.Feedback>
  );

  return (
    <Form noValidate onSubmit={submit}>
      {content && (
        <Form.Group className="mb-3" controlId="complaint-reason">
          <Form.Label>{t('complaints.form.reason')}</Form.Label>
          <Form.Select {...invalid('reason')} {...form.register('reason')}>
            <option value="">{t('complaints.form.chooseReason')}</option>
            {COMPLAINT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`complaints.reasons.${reason}`)}
              </option>
            ))}
          </Form.Select>
          {feedback('reason')}
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="complaint-explanation">
        <Form.Label>{t('complaints.form.explanation')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          {...invalid('explanation')}
          aria-describedby={`complaint-explanation-help${form.fieldError('explanation') ? ' complaint-explanation-error' : ''}`}
          {...form.register('explanation')}
        />
        <Form.Text id="complaint-explanation-help">
          {t(content ? 'complaints.form.explanationHelpContent' : 'complaints.form.explanationHelpService')}
        </Form.Text>
        {feedback('explanation')}
      </Form.Group>
      {visitor && (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('complaints.form.contact')}</legend>
          <p className="small text-body-secondary">{t('complaints.form.contactHelp')}</p>
          <Form.Group className="mb-3" controlId="complaint-name">
            <Form.Label>{t('complaints.form.name')}</Form.Label>
            <Form.Control autoComplete="name" {...invalid('name')} {...form.register('name')} />
            {feedback('name')}
          </Form.Group>
          <Form.Group controlId="complaint-email">
            <Form.Label>{t('complaints.form.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              {...invalid('email')}
              {...form.register('email')}
            />
            {feedback('email')}
          </Form.Group>
        </fieldset>
      )}
      {content && (
        <Form.Group className="mb-3" controlId="complaint-good-faith">
          <Form.Check
            type="checkbox"
            label={t('complaints.form.goodFaith')}
            isInvalid={Boolean(form.fieldError('good_faith'))}
            feedback={form.fieldError('good_faith')}
            feedbackType="invalid"
            {...form.register('good_faith')}
          />
        </Form.Group>
      )}
      <FormError message={form.formError} />
      <Button type="submit" variant="primary" disabled={submitComplaint.isPending}>
        {t('complaints.form.submit')}
      </Button>
    </Form>
  );
}
