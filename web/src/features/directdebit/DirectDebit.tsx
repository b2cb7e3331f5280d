import { type CreditPackage, printedIban, sepaIban, WEB_ROUTES } from '@community/contract';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CreditsState } from '../credits/CreditsState.tsx';
import { type CreditsOffer, useCredits } from '../credits/credits-api.ts';
import { transactionPath } from '../credits/credits-paths.ts';
import { PackageCard } from '../credits/PackageCard.tsx';
import { useMoney } from '../credits/use-money.ts';
import { usePackagePrice } from '../credits/use-package-price.ts';
import { useActiveDiscount } from '../discounts/use-active-discount.ts';
import { DirectDebitCodeStep } from './DirectDebitCodeStep.tsx';
import { DirectDebitFormStep } from './DirectDebitFormStep.tsx';
import { EMPTY_VALUES, type Values } from './direct-debit-fields.ts';
import type { PendingMandate } from './directdebit-api.ts';
import { MandateText } from './MandateText.tsx';

/** ?package=<id> as a package id, or null. */
function packageParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /directdebit?package=<id> (SPEC §2, §3, §8): the package, then the form, then the code sent by SMS. */
export function DirectDebit() {
  const { t } = useTranslation();
  const credits = useCredits();
  return (
    <CreditsState query={credits} loadingLabel={t('directDebit.loading')}>
      {(offer) => <DirectDebitFor offer={offer} />}
    </CreditsState>
  );
}

function DirectDebitFor({ offer }: { offer: CreditsOffer }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = packageParam(params.get('package'));
  const pkg = offer.packages.find((candidate) => candidate.id === id);
  if (!pkg)
    return (
      <Alert variant="warning">
        <p className="mb-2">{t('directDebit.noPackage')}</p>
        <Link to={WEB_ROUTES.credits} className="alert-link">
          {t('directDebit.choosePackage')}
        </Link>
      </Alert>
    );
  if (!offer.direct_debit)
    return (
      <Alert variant="warning">
        <p className="mb-2">{t('directDebit.unavailable')}</p>
        <Link to={WEB_ROUTES.credits} className="alert-link">
          {t('directDebit.otherMethod')}
        </Link>
      </Alert>
    );
  return <DirectDebitSteps pkg={pkg} country={offer.country} />;
}

type Step = { kind: 'form'; notice?: string } | { kind: 'code'; mandate: PendingMandate; sentAt: number };

function DirectDebitSteps({ pkg, country }: { pkg: CreditPackage; country: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const discount = useActiveDiscount();
  const money = useMoney();
  const price = usePackagePrice()(pkg);
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const iban = sepaIban(values.iban);

  return (
    <div className="d-flex flex-column gap-4">
      <section aria-labelledby="dd-package-title">
        <h2 id="dd-package-title" className="visually-hidden">
          {t('directDebit.packageTitle')}
        </h2>
        <PackageCard pkg={pkg} />
        <p className="small mt-2 mb-0">
          <Link to={WEB_ROUTES.credits}>{t('directDebit.changePackage')}</Link>
        </p>
      </section>
      <section>
        {step.kind === 'form' ? (
          <DirectDebitFormStep
            packageId={pkg.id}
            discountCode={discount?.code ?? null}
            country={country ?? undefined}
            values={values}
            onChange={setValues}
            notice={step.notice}
            onStarted={(mandate) => setStep({ kind: 'code', mandate, sentAt: Date.now() })}
          />
        ) : (
          <DirectDebitCodeStep
            mandate={step.mandate}
            sentAt={step.sentAt}
            onResent={(mandate) => setStep({ ...step, mandate })}
            onRestart={() => setStep({ kind: 'form', notice: t('directDebit.restart') })}
            onConfirmed={(order) => void navigate(transactionPath(order.id))}
          >
            <MandateText
              amount={money(price.price, pkg.currency)}
              iban={iban ? printedIban(iban) : values.iban}
            />
          </DirectDebitCodeStep>
        )}
      </section>
    </div>
  );
}
