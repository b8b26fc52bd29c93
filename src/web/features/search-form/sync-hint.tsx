import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from '../../lib/use-load-on-intent';
import { SyncHintButton } from './sync-hint-button';

// The tooltip (Radix and its positioning) loads when the visitor first points at or focuses the sparkle.
const loadSyncHintTooltip = () => import('./sync-hint-tooltip');

/** The sparkle beside the accommodation label when it was synced from the flight destination (≥ 70% match). */
export function SyncHint({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const text = t('searchForm.syncHint', { percent });
  const standIn = useRef<HTMLButtonElement>(null);
  const { loaded, requestLoad } = useLoadOnIntent(loadSyncHintTooltip, standIn);

  if (loaded)
    return (
      <loaded.module.SyncHintTooltip
        text={text}
        focusTrigger={loaded.standInHadFocus}
        defaultOpen={loaded.standInHovered}
      />
    );
  return (
    <SyncHintButton ref={standIn} aria-label={text} onPointerEnter={requestLoad} onFocus={requestLoad} />
  );
}
