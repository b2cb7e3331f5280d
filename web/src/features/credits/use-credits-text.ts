import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';

/** A number as the interface language's locale writes it (1.000 in Dutch, 1,000 in English). */
export function useNumber(): (value: number) => string {
  const { tag } = useLanguage();
  const format = new Intl.NumberFormat(tag);
  return (value) => format.format(value);
}

/** A package by its credits ("100 credits"), as a label: on its card, in the order list, in the repeat block. */
export function useCreditsText(): (credits: number) => string {
  const { t } = useTranslation();
  return (credits) => t('credits.amount', { count: credits });
}
