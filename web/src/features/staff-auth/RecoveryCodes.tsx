import { useEffect, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Props = { codes: readonly string[]; site: string; onSaved: () => void };

/** The recovery codes, shown this once after the enrolment: copy them or download them, then go on. */
export function RecoveryCodes({ codes, site, onSaved }: Props) {
  const { t } = useTranslation('admin-staff');
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `${t('adminStaff.recovery.fileTitle', { site })}\n\n${codes.join('\n')}\n`;
  const download = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(download), [download]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <>
      <h1 className="h3">{t('adminStaff.recovery.title')}</h1>
      <p>{t('adminStaff.recovery.intro')}</p>
      <ol className="font-monospace fs-5 mb-3" aria-label={t('adminStaff.recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="outline-secondary" onClick={copy}>
          {t('adminStaff.recovery.copy')}
        </Button>
        <a className="btn btn-outline-secondary" href={download} download={`recovery-codes-${site}.txt`}>
          {t('adminStaff.recovery.download')}
        </a>
      </div>
      <div role="status" className="mb-3">
        {copied === true ? t('adminStaff.recovery.copied') : null}
        {copied === false ? (
          <Alert variant="warning" className="mb-0">
            {t('adminStaff.recovery.copyFailed')}
          </Alert>
        ) : null}
      </div>
      <Button onClick={onSaved}>{t('adminStaff.recovery.saved')}</Button>
    </>
  );
}
