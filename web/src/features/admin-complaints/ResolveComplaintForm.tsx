import { COMPLAINT_OUTCOMES, COMPLAINT_REPLY_MAX, type ComplaintOutcome } from '@community/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { useComplaintAction } from './admin-complaints-api.ts';

/** Resolve a complaint: the outcome and the reply the reporter gets by mail, with the outcome in their language. */
export function ResolveComplaintForm({ id }: { id: number }) {
  const { t } = useTranslation('admin-complaints');
  const { t: common } = useTranslation();
  const action = useComplaintAction();
  const [outcome, setOutcome] = useState('');
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!outcome || !reply.trim()) {
      setProblem(t('adminComplaints.resolve.incomplete'));
      return;
    }
    setProblem(undefined);
    action.mutate(
      { id, action: 'resolve', outcome: outcome as ComplaintOutcome, reply: reply.trim() },
      { onError: (error) => setProblem(errorText(common, error)) },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="resolve-title">
      <h2 id="resolve-title" className="h5">
        {t('adminComplaints.resolve.title')}
      </h2>
      <Form.Group className="mb-3" controlId="resolve-outcome">
        <Form.Label>{t('adminComplaints.resolve.outcome')}</Form.Label>
        <Form.Select value={outcome} onChange={(event) => setOutcome(event.target.value)}>
          <option value="">{t('adminComplaints.resolve.chooseOutcome')}</option>
          {COMPLAINT_OUTCOMES.map((each) => (
            <option key={each} value={each}>
              {t(`adminComplaints.outcomes.${each}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="resolve-reply">
        <Form.Label>{t('adminComplaints.resolve.reply')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={COMPLAINT_REPLY_MAX}
          value={reply}
          aria-describedby="resolve-reply-help"
          onChange={(event) => setReply(event.target.value)}
        />
        <Form.Text id="resolve-reply-help">{t('adminComplaints.resolve.replyHelp')}</Form.Text>
      </Form.Group>
      <FormError message={problem} />
      <Button type="submit" variant="primary" disabled={action.isPending}>
        {t('adminComplaints.resolve.submit')}
      </Button>
    </Form>
  );
}
