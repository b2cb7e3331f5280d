import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function Home() {
  const { t } = useTranslation();
  const health = useQuery({ queryKey: ['health'], queryFn: () => fetch('/healthz').then((r) => r.json()) });
  return <h1>{health.isSuccess ? t('title') : '…'}</h1>;
}
