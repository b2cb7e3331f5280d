import type { StaffSession } from '@community/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ErrorView } from '../error/ErrorView.tsx';

/** An administrator's screen: a moderator sees the 403 the server would answer its calls with, and nothing else. */
export function AdministratorsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const staff = useOutletContext<StaffSession>();
  if (staff.role !== 'administrator') return <ErrorView status={403} message={t('errors.staff_only')} />;
  return children;
}
