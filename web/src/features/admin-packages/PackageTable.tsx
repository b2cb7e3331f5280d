import { Fragment, useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../credits/money.ts';
import { PackageEditor } from './PackageEditor.tsx';
import { type AdminPackageRow, useChangePackage } from './packages-api.ts';

/** The site's packages by payment country, each to edit in place, retire or offer again. */
export function PackageTable({
  packages,
  site,
  onDone,
}: {
  packages: AdminPackageRow[];
  site: number | null;
  onDone: (message: string, error?: unknown) => void;
}) {
  const { t, i18n } = useTranslation('admin-packages');
  const change = useChangePackage(site);
  const [editing, setEditing] = useState<number | null>(null);
  const countryName = (country: string | null) => country ?? t('adminPackages.fallback');

  const run = (body: Parameters<typeof change.mutate>[0], message: string) =>
    change.mutate(body, {
      onSuccess: () => {
        setEditing(null);
        onDone(message);
      },
      onError: (error) => onDone('', error),
    });

  return (
    <div className="table-responsive position-relative">
      <Table size="sm" className="align-middle">
        <caption className="visually-hidden">{t('adminPackages.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminPackages.country')}</th>
            <th scope="col">{t('adminPackages.credits')}</th>
            <th scope="col">{t('adminPackages.price')}</th>
            <th scope="col">{t('adminPackages.position')}</th>
            <th scope="col">{t('adminPackages.state')}</th>
            <th scope="col">{t('adminPackages.orders')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminPackages.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {packages.map((pkg) => {
            const name = t('adminPackages.packageName', {
              country: countryName(pkg.country),
              count: pkg.credits,
            });
            return (
              <Fragment key={pkg.id}>
                <tr className={pkg.active ? undefined : 'text-body-secondary'}>
                  <td>{countryName(pkg.country)}</td>
                  <td>
                    {pkg.credits}
                    {pkg.popular ? (
                      <Badge bg="info" text="dark" className="ms-2">
                        {t('adminPackages.popular')}
                      </Badge>
                    ) : null}
                  </td>
                  <td>{formatMoney(pkg.price, pkg.currency, i18n.language)}</td>
                  <td>{pkg.position}</td>
                  <td>{pkg.active ? t('adminPackages.active') : t('adminPackages.retired')}</td>
                  <td>{pkg.orders}</td>
                  <td className="text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-1"
                      aria-label={t('adminPackages.editLabel', { name })}
                      onClick={() => setEditing(editing === pkg.id ? null : pkg.id)}
                    >
                      {t('adminPackages.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant={pkg.active ? 'outline-danger' : 'outline-success'}
                      aria-label={t(pkg.active ? 'adminPackages.retireLabel' : 'adminPackages.restoreLabel', {
                        name,
                      })}
                      disabled={change.isPending}
                      onClick={() =>
                        run(
                          { action: pkg.active ? 'retire' : 'restore', id: pkg.id },
                          t(pkg.active ? 'adminPackages.retiredDone' : 'adminPackages.restoredDone', {
                            name,
                          }),
                        )
                      }
                    >
                      {pkg.active ? t('adminPackages.retire') : t('adminPackages.restore')}
                    </Button>
                  </td>
                </tr>
                {editing === pkg.id ? (
                  <tr>
                    <td colSpan={7} className="bg-body-tertiary">
                      <PackageEditor
                        initial={pkg}
                        currency={pkg.currency}
                        submitLabel={t('adminPackages.save')}
                        busy={change.isPending}
                        onCancel={() => setEditing(null)}
                        onSubmit={(fields) =>
                          run(
                            { action: 'update', id: pkg.id, ...fields },
                            t('adminPackages.savedDone', { name }),
                          )
                        }
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
