import { Badge, Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AdminCodeRow } from './codes-api.ts';

/** Codes with their terms and uses; "Details" opens one. */
export function CodeList({ codes, onOpen }: { codes: AdminCodeRow[]; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('admin-codes');
  const day = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language) : t('adminCodes.never');
  return (
    <div className="table-responsive position-relative">
      <Table size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('adminCodes.code')}</th>
            <th scope="col">{t('adminCodes.percentage')}</th>
            <th scope="col">{t('adminCodes.validity')}</th>
            <th scope="col">{t('adminCodes.expires')}</th>
            <th scope="col">{t('adminCodes.uses')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminCodes.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <td>
                <code>{code.code}</code>
                {code.status === 'inactive' ? (
                  <Badge bg="secondary" className="ms-2">
                    {t('adminCodes.inactive')}
                  </Badge>
                ) : null}
              </td>
              <td>{code.value_percentage} %</td>
              <td>{t(`adminCodes.validities.${code.validity}`)}</td>
              <td>{day(code.expires_at)}</td>
              <td>{t('adminCodes.usesValue', { redeemed: code.redeemed, reserved: code.reserved })}</td>
              <td>
                <Button
                  size="sm"
                  variant="outline-primary"
                  aria-label={t('adminCodes.detailsOf', { code: code.code })}
                  onClick={() => onOpen(code.id)}
                >
                  {t('adminCodes.details')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
