import { Sparkles } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';

/** The sparkle beside the accommodation label when it was synced from the flight destination (≥ 70% match). */
export function SyncHint({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const text = t('searchForm.syncHint', { percent });
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={text}
            className="grid size-5 place-items-center rounded-full text-amber-600 hover:text-amber-700"
          >
            <Sparkles aria-hidden className="size-4" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
