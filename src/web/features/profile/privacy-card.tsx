import { Download, LoaderCircle, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { DeleteAccountDialog } from './delete-account-dialog';
import { downloadDataExport } from './download-data-export';
import { SettingsCard } from './settings-card';

/** Privacy, as the privacy page promises: export everything we hold, or delete the account. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      await downloadDataExport();
    } catch {
      toast.error(t('profile.privacy.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <SettingsCard
      icon={Lock}
      title={t('profile.privacy.title')}
      description={t('profile.privacy.description')}
    >
      <div className="flex flex-col gap-3">
        <Button variant="secondary" onClick={() => void exportData()} disabled={exporting}>
          {exporting ? (
            <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          ) : (
            <Download aria-hidden className="size-4" />
          )}
          {t(exporting ? 'profile.privacy.exporting' : 'profile.privacy.export')}
        </Button>
        <Button variant="dangerOutline" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden className="size-4" />
          {t('profile.privacy.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </SettingsCard>
  );
}
