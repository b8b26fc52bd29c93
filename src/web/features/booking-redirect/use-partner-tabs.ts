import { useCallback, useEffect, useRef, useState } from 'react';
import { openInNewTab } from './open-in-new-tab';
import type { PartnerKind, PartnerTarget } from './partner-targets';
import { hotelTabDelayMs } from './redirect-timing';

export type OpenedTabs = Readonly<Record<PartnerKind, boolean>>;

export interface PartnerTabs {
  opened: OpenedTabs;
  /** True once the automatic flight-then-hotel opening has run. */
  autoOpenFinished: boolean;
  open(kind: PartnerKind): void;
  openAll(): void;
}

/**
 * The partner tabs of the booking-redirect page (product.md §4): once `countdownDone`, the flight page opens, then the
 * hotel page 500 ms later, each only if it is safe and not yet opened. Manual opens work at any time.
 */
export function usePartnerTabs(targets: readonly PartnerTarget[], countdownDone: boolean): PartnerTabs {
  const [opened, setOpened] = useState<OpenedTabs>({ flight: false, hotel: false });
  const [autoOpenFinished, setAutoOpenFinished] = useState(false);
  // Refs, not state, guard the automatic opens, because they are read inside effects and timers that may run
  // before a re-render: each page is tried automatically at most once, and never after a manual open.
  const openedNow = useRef<OpenedTabs>(opened);
  const autoAttempted = useRef(new Set<PartnerKind>());

  const open = useCallback(
    (kind: PartnerKind) => {
      const link = targets.find((target) => target.kind === kind)?.link;
      if (link?.status !== 'safe' || !openInNewTab(link.href)) return;
      openedNow.current = { ...openedNow.current, [kind]: true };
      setOpened(openedNow.current);
    },
    [targets],
  );

  useEffect(() => {
    if (!countdownDone) return;
    const openAutomatically = (kind: PartnerKind) => {
      if (autoAttempted.current.has(kind)) return;
      autoAttempted.current.add(kind);
      if (!openedNow.current[kind]) open(kind);
    };
    openAutomatically('flight');
    const hotelTimer = setTimeout(() => {
      openAutomatically('hotel');
      setAutoOpenFinished(true);
    }, hotelTabDelayMs);
    return () => clearTimeout(hotelTimer);
  }, [countdownDone, open]);

  const openAll = useCallback(() => {
    for (const target of targets) open(target.kind);
  }, [targets, open]);

  return { opened, autoOpenFinished, open, openAll };
}
