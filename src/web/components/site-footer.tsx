import { Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';
import { usePublicConfig } from '../lib/use-public-config';
import { BrandMark } from './brand-mark';

const linkClass = 'rounded text-slate-300 transition-colors hover:text-white';

interface FooterColumnProps {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

function FooterColumn({ id, title, className, children }: FooterColumnProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-3 lg:col-span-2">
            <BrandMark tone="dark" />
            <p className="mt-4 max-w-sm text-sm leading-6">{t('footer.promotion')}</p>
          </div>
          <FooterColumn id="footer-company" title={t('footer.company')}>
            <ul className="space-y-3">
              <li>
                <Link to={appPaths.explore} className={linkClass}>
                  {t('explore.title')}
                </Link>
              </li>
              <li>
                <Link to={appPaths.about} className={linkClass}>
                  {t('footer.about')}
                </Link>
              </li>
              <li>
                <Link to={appPaths.contact} className={linkClass}>
                  {t('footer.contact')}
                </Link>
              </li>
            </ul>
          </FooterColumn>
          <FooterColumn id="footer-legal" title={t('footer.legal')}>
            <ul className="space-y-3">
              <li>
                <Link to={appPaths.terms} className={linkClass}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link to={appPaths.privacy} className={linkClass}>
                  {t('footer.privacy')}
                </Link>
              </li>
            </ul>
          </FooterColumn>
          <FooterColumn id="footer-support" title={t('footer.support')} className="col-span-2 sm:col-span-1">
            <address className="space-y-3 not-italic">
              {config ? (
                <a href={`mailto:${config.supportEmail}`} className={`${linkClass} flex items-center gap-2`}>
                  <Mail className="size-4 shrink-0" />
                  <span className="break-all">{config.supportEmail}</span>
                </a>
              ) : (
                // The address's line, held while the server's settings load, so the lines under it stay put.
                <span aria-hidden className="block h-5" />
              )}
              <p className="flex items-center gap-2">
                <MapPin className="size-4 shrink-0" />
                {t('footer.address')}
              </p>
            </address>
          </FooterColumn>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-slate-800 pt-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.partnerBookings')}</p>
        </div>
      </div>
    </footer>
  );
}
