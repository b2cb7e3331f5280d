import { Fragment, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';
import type { AuditEntry } from './audit-api.ts';

const json = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 1);

/**
 * One entry in three columns that fit a phone: when and who, what on what (with the reason), and a button that
 * opens the rest below it (from where, before and after).
 */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const { tag } = useLanguage();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-entry-${entry.id}`;
  const when = new Date(entry.at);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'short' }).format(when);
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'medium' }).format(when);
  const target = entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}`.trim() : null;

  return (
    <Fragment>
      <tr>
        <td>
          {/* Day and time on lines of their own: the column stays narrow on a phone. */}
          <time dateTime={entry.at} className="d-block">
            <span className="text-nowrap">{day}</span> <span className="text-nowrap">{time}</span>
          </time>
          <span className="small text-break">{entry.staff.email}</span>
          <span className="small text-body-secondary"> ({t(`adminAudit.roles.${entry.staff.role}`)})</span>
        </td>
        <td>
          <code className="text-body text-break">{entry.action}</code>
          {target ? <span className="d-block small">{target}</span> : null}
          {entry.reason ? (
            <span className="d-block small text-body-secondary text-break">{entry.reason}</span>
          ) : null}
        </td>
        <td className="text-end">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? t('adminAudit.table.hide') : t('adminAudit.table.show')}
            <span className="visually-hidden"> {entry.action}</span>
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId}>
          <td colSpan={3}>
            <dl className="row small mb-0">
              <dt className="col-sm-3">{t('adminAudit.table.from')}</dt>
              <dd className="col-sm-9 text-break">
                {entry.ip ?? '–'} · {entry.user_agent ?? '–'}
              </dd>
              <dt className="col-sm-3">{t('adminAudit.table.requestId')}</dt>
              <dd className="col-sm-9 text-break">{entry.request_id ?? '–'}</dd>
              <dt className="col-sm-3">{t('adminAudit.table.before')}</dt>
              <dd className="col-sm-9">
                <pre className="mb-0 text-wrap text-break">{json(entry.before)}</pre>
              </dd>
              <dt className="col-sm-3">{t('adminAudit.table.after')}</dt>
              <dd className="col-sm-9">
                <pre className="mb-0 text-wrap text-break">{json(entry.after)}</pre>
              </dd>
            </dl>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
