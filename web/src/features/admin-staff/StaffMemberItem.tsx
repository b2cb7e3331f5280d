import type { AccountRole, StaffMember } from '@community/contract';
import { ACCOUNT_ROLES } from '@community/contract';
import { useState } from 'react';
import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';

type Props = {
  member: StaffMember;
  pending: boolean;
  onRole: (role: AccountRole) => void;
  onReset: () => void;
};

/** One staff member: who, role, enrolment, last visit; another administrator's controls for their role and factor. */
export function StaffMemberItem({ member, pending, onRole, onReset }: Props) {
  const { t } = useTranslation('admin-staff');
  const { tag } = useLanguage();
  const [role, setRole] = useState<AccountRole>(member.role);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const titleId = `staff-${member.id}`;
  const lastSeen = member.last_seen_at
    ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(member.last_seen_at),
      )
    : t('adminStaff.list.never');

  return (
    <ListGroup.Item as="li" aria-labelledby={titleId} className="py-3">
      <h2 id={titleId} className="h6 mb-1">
        {member.name ?? member.email}{' '}
        {member.self ? <Badge bg="secondary">{t('adminStaff.list.you')}</Badge> : null}
      </h2>
      <p className="small text-body-secondary mb-2 text-break">{member.email}</p>
      <dl className="row small mb-2">
        <dt className="col-5 col-sm-3">{t('adminStaff.list.role')}</dt>
        <dd className="col-7 col-sm-9">{t(`adminStaff.roles.${member.role}`)}</dd>
        <dt className="col-5 col-sm-3">{t('adminStaff.list.enrolled')}</dt>
        <dd className="col-7 col-sm-9">
          {member.enrolled ? t('adminStaff.list.yes') : t('adminStaff.list.no')}
        </dd>
        <dt className="col-5 col-sm-3">{t('adminStaff.list.lastSeen')}</dt>
        <dd className="col-7 col-sm-9">{lastSeen}</dd>
      </dl>
      {member.self ? (
        <p className="small text-body-secondary mb-0">{t('adminStaff.list.notYourOwn')}</p>
      ) : (
        <div className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={`staff-role-${member.id}`}>
            <Form.Label className="small mb-1">{t('adminStaff.list.newRole')}</Form.Label>
            <Form.Select
              size="sm"
              value={role}
              onChange={(event) => setRole(event.target.value as AccountRole)}
            >
              {ACCOUNT_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`adminStaff.roles.${option}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button size="sm" disabled={pending || role === member.role} onClick={() => onRole(role)}>
            {t('adminStaff.list.saveRole')}
          </Button>
          {confirmingReset ? (
            <>
              <Button
                size="sm"
                variant="danger"
                disabled={pending}
                onClick={() => {
                  setConfirmingReset(false);
                  onReset();
                }}
              >
                {t('adminStaff.list.confirmReset')}
              </Button>
              <Button size="sm" variant="link" onClick={() => setConfirmingReset(false)}>
                {t('adminStaff.list.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={pending}
              onClick={() => setConfirmingReset(true)}
            >
              {t('adminStaff.list.reset')}
            </Button>
          )}
        </div>
      )}
    </ListGroup.Item>
  );
}
