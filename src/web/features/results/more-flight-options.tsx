import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../core/deal';
import { FlightOptionRow } from './flight-option-row';

interface MoreFlightOptionsProps {
  hotelName: string;
  /** The hotel's other deals, in the page's sort order. */
  deals: Deal[];
}

/** Under a hotel's card: "N more flight options", opening a compact row for each other flight to that hotel. */
export function MoreFlightOptions({ hotelName, deals }: MoreFlightOptionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hotelId = useId();
  return (
    <div className="min-w-0">
      {/* Every card has such a button; the hotel's name tells them apart for a screen reader. */}
      <span id={hotelId} hidden>
        {hotelName}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-describedby={hotelId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        {t('resultsView.moreOptions', { count: deals.length })}
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={t('resultsView.moreOptionsLabel', { hotel: hotelName })}
          className="mt-2 divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {deals.map((deal) => (
            <li key={deal.id}>
              <FlightOptionRow deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
