import { useTranslation } from 'react-i18next';
import { airlineInitials, airlineName } from '../../../core/airlines';

/** The airline's name (or its raw code when unknown) beside a two-letter badge standing in for a logo. */
export function AirlineLabel({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold tracking-wide text-brand-800 ring-1 ring-brand-200"
      >
        {airlineInitials(code)}
      </span>
      <span className="min-w-0">
        <span className="sr-only">{t('dealCard.airline')} </span>
        <span className="block truncate font-semibold text-slate-900">{airlineName(code) ?? code}</span>
      </span>
    </span>
  );
}
