import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Draws an otpauth:// URI as a QR code; qrcode (~10 kB gzip) downloads only when this screen opens. */
async function qrDataUrl(uri: string): Promise<string> {
  const { default: qrcode } = await import('qrcode');
  return qrcode.toDataURL(uri, { margin: 1, width: 224, errorCorrectionLevel: 'M' });
}

export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ uri: string; src: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    const show = (src: string | null) => {
      if (current) setDrawn({ uri, src });
    };
    qrDataUrl(uri).then(show, () => show(null));
    return () => {
      current = false;
    };
  }, [uri]);

  const frame = 'grid size-48 place-items-center rounded-xl border border-slate-200 bg-white p-2';
  if (drawn?.uri !== uri) {
    return (
      <div role="status" className={frame}>
        <LoaderCircle aria-hidden className="size-6 text-brand-700 motion-safe:animate-spin" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (!drawn.src) return <p className="text-sm text-slate-600">{t('profile.twoFactor.qrFailed')}</p>;
  return (
    <img src={drawn.src} alt={t('profile.twoFactor.qrAlt')} className={frame} width={192} height={192} />
  );
}
