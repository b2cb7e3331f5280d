import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';
import type { MemberDetail } from './members-api.ts';

function HistoryTable({
  id,
  title,
  head,
  rows,
}: {
  id: string;
  title: string;
  head: string[];
  rows: ReactNode[][];
}) {
  const { t } = useTranslation('admin-members');
  return (
    <section className="mt-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p>{t('adminMembers.none')}</p>
      ) : (
        <Table responsive size="sm" aria-labelledby={id}>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list in the server's order
              <tr key={index}>
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <td key={column} className="text-break">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** Orders, the credit ledger, sessions and warnings of a member, newest first. */
export function MemberHistory({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('admin-members');
  const { tag } = useLanguage();
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
      : '–';
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount / 100);
  return (
    <>
      <HistoryTable
        id="member-orders"
        title={t('adminMembers.sections.orders')}
        head={[
          t('adminMembers.columns.date'),
          t('adminMembers.columns.status'),
          t('adminMembers.columns.amount'),
          t('adminMembers.columns.credits'),
          t('adminMembers.columns.method'),
        ]}
        rows={detail.orders.map((order) => [
          date(order.created_at),
          order.status,
          money(order.amount, order.currency),
          order.credits,
          order.method,
        ])}
      />
      <HistoryTable
        id="member-ledger"
        title={t('adminMembers.sections.ledger')}
        head={[
          t('adminMembers.columns.date'),
          t('adminMembers.columns.credits'),
          t('adminMembers.columns.reason'),
          t('adminMembers.columns.reference'),
        ]}
        rows={detail.ledger.map((entry) => [
          date(entry.created_at),
          entry.amount,
          entry.reason,
          entry.reference,
        ])}
      />
      <HistoryTable
        id="member-sessions"
        title={t('adminMembers.sections.sessions')}
        head={[
          t('adminMembers.columns.started'),
          t('adminMembers.columns.lastSeen'),
          t('adminMembers.columns.expires'),
          t('adminMembers.columns.ended'),
        ]}
        rows={detail.sessions.map((session) => [
          date(session.created_at),
          date(session.last_seen_at),
          date(session.expires_at),
          date(session.revoked_at),
        ])}
      />
      <HistoryTable
        id="member-warnings"
        title={t('adminMembers.sections.warnings')}
        head={[
          t('adminMembers.columns.date'),
          t('adminMembers.columns.text'),
          t('adminMembers.columns.seen'),
        ]}
        rows={detail.warnings.map((warning) => [
          date(warning.created_at),
          warning.text,
          date(warning.seen_at),
        ])}
      />
    </>
  );
}
