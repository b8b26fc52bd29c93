import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface BackupCodesStepProps {
  codes: string[];
  onDone: () => void;
}

/** The backup codes, shown once, with a copy button; each one signs in once without the authenticator app. */
export function BackupCodesStep({ codes, onDone }: BackupCodesStepProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // Without clipboard access the codes stay selectable on screen.
      setCopied(false);
    }
  }

  return (
    <div className="mt-5 space-y-5">
      <ul
        aria-label={t('profile.twoFactor.backupCodesTitle')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 select-all"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {t(copied ? 'profile.twoFactor.copied' : 'profile.twoFactor.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('profile.twoFactor.done')}</Button>
      </div>
    </div>
  );
}
