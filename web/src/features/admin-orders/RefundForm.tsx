import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { moneyInput, parseMoney } from '../admin-packages/packages-api.ts';
import { formatMoney } from '../credits/money.ts';
import { type AdminOrderView, useRefund } from './orders-api.ts';

/**
 * A refund of the order through its provider. The request's client_id lives as long as the form: a double click
 * or a retry after a lost answer is the same refund, made once; after a refund the next one gets a new id.
 */
export function RefundForm({ view }: { view: AdminOrderView }) {
  const { t, i18n } = useTranslation('admin-orders');
  const { t: common } = useTranslation();
  const id = useId();
  const refund = useRefund();
  const { order, refundable } = view;
  const [amount, setAmount] = useState(moneyInput(refundable));
  const [reason, setReason] = useState('');
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cents = parseMoney(amount);
  const invalid = { amount: cents === undefined || cents > refundable, reason: reason.trim().length < 3 };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setDone(null);
    if (invalid.amount || invalid.reason || cents === undefined) return;
    refund.mutate(
      { id: order.id, amount: cents, reason: reason.trim(), client_id: clientId },
      {
        onSuccess: (answer) => {
          setDone(t('adminOrders.refundDone', { amount: formatMoney(cents, order.currency, i18n.language) }));
          setClientId(crypto.randomUUID());
          setAmount(moneyInput(answer.refundable));
          setReason('');
          setChecked(false);
        },
      },
    );
  }

  const outcome = (
    <div aria-live="polite" className="mt-2">
      {refund.isError ? <Alert variant="danger">{errorText(common, refund.error)}</Alert> : null}
      {done ? <Alert variant="success">{done}</Alert> : null}
    </div>
  );
  if (refundable <= 0) {
    return (
      <>
        <p className="text-body-secondary">{t('adminOrders.fullyRefunded')}</p>
        {outcome}
      </>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} style={{ maxWidth: 480 }}>
      <h3 id={`${id}-title`} className="h6">
        {t('adminOrders.refundTitle')}
      </h3>
      <p className="small text-body-secondary">{t('adminOrders.refundExplained')}</p>
      <Form.Group className="mb-2">
        <Form.Label htmlFor={`${id}-amount`}>
          {t('adminOrders.refundAmount', { currency: order.currency })}
        </Form.Label>
        <Form.Control
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          isInvalid={checked && invalid.amount}
        />
        <Form.Control.Feedback type="invalid">
          {t('adminOrders.refundAmountInvalid', {
            highest: formatMoney(refundable, order.currency, i18n.language),
          })}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2">
        <Form.Label htmlFor={`${id}-reason`}>{t('adminOrders.refundReason')}</Form.Label>
        <Form.Control
          id={`${id}-reason`}
          as="textarea"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          isInvalid={checked && invalid.reason}
        />
        <Form.Control.Feedback type="invalid">{t('adminOrders.refundReasonInvalid')}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="danger" disabled={refund.isPending}>
        {t('adminOrders.refund')}
      </Button>
      {outcome}
    </Form>
  );
}
