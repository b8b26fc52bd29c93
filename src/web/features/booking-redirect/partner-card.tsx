import { BedDouble, CircleCheck, ExternalLink, Plane, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { PartnerTarget } from './partner-targets';

interface PartnerCardProps {
  target: PartnerTarget;
  partnerName: string;
  opened: boolean;
  onOpen: () => void;
}

/** One partner page: its name and an Open button; green with a tick once opened; a warning for a refused link. */
export function PartnerCard({ target, partnerName, opened, onOpen }: PartnerCardProps) {
  const { t } = useTranslation();
  const { link } = target;
  const KindIcon = target.kind === 'flight' ? Plane : BedDouble;
  const tone =
    link.status === 'refused'
      ? 'border-red-200 bg-red-50'
      : opened
        ? 'border-emerald-300 bg-emerald-50'
        : 'border-slate-200 bg-white';
  const icon =
    link.status === 'refused' ? (
      <ShieldAlert className="size-5 text-red-700" />
    ) : opened ? (
      <CircleCheck className="size-5 text-emerald-700" />
    ) : (
      <KindIcon className="size-5 text-brand-700" />
    );

  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border p-4 transition-colors ${tone}`}
    >
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-white shadow-sm">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {target.kind === 'flight' ? t('bookingRedirect.flightCard') : t('bookingRedirect.hotelCard')}
        </p>
        <p className="font-semibold break-words text-slate-900">{partnerName}</p>
        {link.status === 'safe' && opened && (
          <p className="text-sm font-medium text-emerald-800">{t('bookingRedirect.opened')}</p>
        )}
        {link.status === 'refused' && (
          <p className="mt-1 text-sm text-red-800">
            <span className="font-semibold">{t('bookingRedirect.refused.title')}</span>{' '}
            {t(`bookingRedirect.refused.${link.reason}`)}
          </p>
        )}
      </div>
      {link.status === 'safe' && (
        <Button
          variant="secondary"
          onClick={onOpen}
          aria-label={t('bookingRedirect.openPartner', { partner: partnerName })}
          className="w-full sm:w-auto"
        >
          {t('bookingRedirect.open')}
          <ExternalLink aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}
