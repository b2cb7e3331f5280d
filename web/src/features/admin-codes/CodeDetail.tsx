import { Alert, Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { formatMoney } from '../credits/money.ts';
import { useAdminCode, useChangeCode } from './codes-api.ts';

/** One code: its terms, switching it off or on, and the orders that hold it. */
export function CodeDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin-codes');
  const { t: common } = useTranslation();
  const detail = useAdminCode(id);
  const change = useChangeCode();
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  if (!detail.data)
    return detail.isError ? <Alert variant="danger">{errorText(common, detail.error)}</Alert> : null;
  const { code, redemptions } = detail.data;
  return (
    <section aria-labelledby="code-detail-title" className="border rounded p-3 mb-4 text-break">
      <h2 id="code-detail-title" className="h5">
        {t('adminCodes.detailTitle', { code: code.code })}
      </h2>
      <p>
        {t(code.status === 'active' ? 'adminCodes.isActive' : 'adminCodes.isInactive')}{' '}
        <Button
          size="sm"
          variant={code.status === 'active' ? 'outline-danger' : 'outline-success'}
          disabled={change.isPending}
          onClick={() =>
            change.mutate({ id: code.id, status: code.status === 'active' ? 'inactive' : 'active' })
          }
        >
          {code.status === 'active' ? t('adminCodes.deactivate') : t('adminCodes.activate')}
        </Button>
      </p>
      {change.isError ? <Alert variant="danger">{errorText(common, change.error)}</Alert> : null}
      <h3 className="h6">{t('adminCodes.redemptionsTitle')}</h3>
      {redemptions.length === 0 ? (
        <p className="text-body-secondary">{t('adminCodes.noRedemptions')}</p>
      ) : (
        <div className="table-responsive position-relative">
          <Table size="sm">
            <thead>
              <tr>
                <th scope="col">{t('adminCodes.order')}</th>
                <th scope="col">{t('adminCodes.member')}</th>
                <th scope="col">{t('adminCodes.amount')}</th>
                <th scope="col">{t('adminCodes.orderStatus')}</th>
                <th scope="col">{t('adminCodes.when')}</th>
              </tr>
            </thead>
            <tbody>
              {redemptions.map((r) => (
                <tr key={r.order_id}>
                  <td>{r.order_id}</td>
                  <td>{r.member_email ?? r.member_id}</td>
                  <td>{formatMoney(r.amount, r.currency, i18n.language)}</td>
                  <td>{t(`adminCodes.orderStatuses.${r.status}`)}</td>
                  <td>{date(r.paid_at ?? r.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
