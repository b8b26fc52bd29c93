import { Luggage } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../core/deal';
import { includedBagsText } from './included-bags-text';

/** The bags and refund terms of the whole ticket, when the provider says (bags only when both legs agree). */
export function FareTerms({ flight }: { flight: Deal['flight'] }) {
  const { t } = useTranslation();
  const outboundBags = flight.outbound.includedBags;
  const returnBags = flight.return.includedBags;
  const sameBags =
    outboundBags &&
    returnBags &&
    outboundBags.carryOn === returnBags.carryOn &&
    outboundBags.checked === returnBags.checked;
  const terms = [
    sameBags ? includedBagsText(t, outboundBags) : undefined,
    flight.refundable === undefined
      ? undefined
      : t(flight.refundable ? 'dealCard.ticketRefundable' : 'dealCard.ticketNonRefundable'),
  ].filter((term) => term !== undefined);
  if (terms.length === 0) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <Luggage aria-hidden className="size-3.5 shrink-0 text-slate-400" />
      {terms.join(' · ')}
    </p>
  );
}
