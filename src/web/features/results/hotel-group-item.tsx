import type { HotelGroup } from '../../../core/results-view';
import { DealCard } from './deal-card';
import { MoreFlightOptions } from './more-flight-options';

interface HotelGroupItemProps {
  group: HotelGroup;
}

/**
 * One hotel in the results list: its best deal as the card, its other flights under it. The item spans two rows
 * of the list's grid (a subgrid), so cards side by side keep one height when one of them opens its options.
 */
export function HotelGroupItem({ group }: HotelGroupItemProps) {
  return (
    // tabIndex -1: Show more moves focus to the first hotel it added.
    <li tabIndex={-1} className="row-span-2 mb-6 grid min-w-0 grid-rows-subgrid gap-y-2 focus:outline-none">
      <DealCard deal={group.best} />
      {group.others.length > 0 && (
        <MoreFlightOptions hotelName={group.best.hotel.name} deals={group.others} />
      )}
    </li>
  );
}
