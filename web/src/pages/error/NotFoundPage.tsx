import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from './ErrorView.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const message = t('error.notFound');
  useEffect(() => {
    document.title = message;
  }, [message]);
  return <ErrorView status={404} message={message} />;
}
