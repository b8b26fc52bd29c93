import { useTranslation } from 'react-i18next';

/** 'Direct' in green, or '1 stop' / 'N stops' in amber, so connections stand out at a glance. */
export function StopsBadge({ stops }: { stops: number }) {
  const { t } = useTranslation();
  const badge =
    'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
  return stops === 0 ? (
    <span className={`${badge} bg-emerald-50 text-emerald-800 ring-emerald-600/20`}>
      {t('dealCard.direct')}
    </span>
  ) : (
    <span className={`${badge} bg-amber-50 text-amber-800 ring-amber-600/20`}>
      {t('dealCard.stops', { count: stops })}
    </span>
  );
}
