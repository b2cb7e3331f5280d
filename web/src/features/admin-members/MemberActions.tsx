import type { AdminMemberAction } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { type MemberDetail, useMemberAction } from './members-api.ts';

type Choice =
  | 'warn'
  | 'suspend'
  | 'ban'
  | 'restore'
  | 'credits'
  | 'direct_debit'
  | 'fictional'
  | 'end_sessions';

/** The actions that make sense for the member as they are now: restore only when restricted, and so on. */
function choicesFor(member: MemberDetail['member']): Choice[] {
  const restricted = member.status === 'suspended' || member.status === 'banned';
  const gone = member.status === 'deleted' || member.status === 'purged';
  const choices: Choice[] = ['warn'];
  if (!gone) choices.push('suspend');
  if (!gone && member.status !== 'banned') choices.push('ban');
  if (restricted) choices.push('restore');
  choices.push('credits', 'direct_debit');
  if (member.profile) choices.push('fictional');
  choices.push('end_sessions');
  return choices;
}

/**
 * Acting on a member: one action at a time, always with a reason (a warning's text is its reason and what the
 * member reads). The server writes each to the audit log; the page shows the member as they are afterwards.
 */
export function MemberActions({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('admin-members');
  // Error texts (errors.<code>) are the app's own, in the default namespace.
  const { t: tApp } = useTranslation();
  const { member } = detail;
  const act = useMemberAction(member.id);
  const choices = choicesFor(member);
  const [choice, setChoice] = useState<Choice>('warn');
  const [text, setText] = useState('');
  const [days, setDays] = useState('7');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const current = choices.includes(choice) ? choice : 'warn';

  const label = (each: Choice) => {
    if (each === 'direct_debit')
      return t(
        member.direct_debit_blocked
          ? 'adminMembers.actions.unblockDirectDebit'
          : 'adminMembers.actions.blockDirectDebit',
      );
    if (each === 'fictional')
      return t(member.fictional ? 'adminMembers.actions.markReal' : 'adminMembers.actions.markFictional');
    return t(`adminMembers.actions.${each}`);
  };

  const body = (): AdminMemberAction => {
    const id = member.id;
    switch (current) {
      case 'warn':
        return { id, action: 'warn', text };
      case 'suspend':
        return { id, action: 'suspend', days: Number(days), reason };
      case 'credits':
        return { id, action: 'credits', amount: Number(amount), reason };
      case 'direct_debit':
        return { id, action: 'direct_debit', blocked: !member.direct_debit_blocked, reason };
      case 'fictional':
        return { id, action: 'fictional', fictional: !member.fictional, reason };
      default:
        return { id, action: current, reason };
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    act.mutate(body(), {
      onSuccess: () => {
        setDone(t('adminMembers.done'));
        setText('');
        setReason('');
        setAmount('');
      },
    });
  };

  return (
    <Form onSubmit={submit} style={{ maxWidth: 560 }}>
      <Form.Group className="mb-3" controlId="member-action">
        <Form.Label>{t('adminMembers.fields.action')}</Form.Label>
        <Form.Select value={current} onChange={(event) => setChoice(event.target.value as Choice)}>
          {choices.map((each) => (
            <option key={each} value={each}>
              {label(each)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {current === 'warn' ? (
        <Form.Group className="mb-3" controlId="member-warning-text">
          <Form.Label>{t('adminMembers.fields.warningText')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            required
            minLength={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Group>
      ) : (
        <>
          {current === 'suspend' && (
            <Form.Group className="mb-3" controlId="member-suspend-days">
              <Form.Label>{t('adminMembers.fields.days')}</Form.Label>
              <Form.Control
                type="number"
                required
                min={1}
                max={365}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </Form.Group>
          )}
          {current === 'credits' && (
            <Form.Group className="mb-3" controlId="member-credits-amount">
              <Form.Label>{t('adminMembers.fields.amount')}</Form.Label>
              <Form.Control
                type="number"
                required
                step={1}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
              <Form.Text>{t('adminMembers.fields.amountHint')}</Form.Text>
            </Form.Group>
          )}
          <Form.Group className="mb-3" controlId="member-action-reason">
            <Form.Label>{t('adminMembers.fields.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              required
              minLength={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Group>
        </>
      )}
      <Button type="submit" variant={current === 'ban' ? 'danger' : 'primary'} disabled={act.isPending}>
        {label(current)}
      </Button>
      <p role="status" className="mt-2 mb-0 small">
        {done}
      </p>
      {act.isError && (
        <Alert variant="danger" className="mt-2" role="alert">
          {errorText(tApp, act.error)}
        </Alert>
      )}
    </Form>
  );
}
