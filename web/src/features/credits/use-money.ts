import { useLanguage } from '../locale/use-language.ts';
import { formatMoney } from './money.ts';

/** Formats amounts in minor units in the interface language's locale. */
export function useMoney(): (minor: number, currency: string) => string {
  const { tag } = useLanguage();
  return (minor, currency) => formatMoney(minor, currency, tag);
}
