import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../core/profile';
import { Form } from '../../components/ui/form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { fieldId, useValidatedForm } from '../auth';
import { CurrencySelect, LanguageSelect } from './preference-selects';
import { profileFormSchema } from './profile-form-schema';
import { SettingsCard } from './settings-card';
import { useUpdateProfile } from './use-update-profile';

const formId = 'profile';

/**
 * product.md §2 Profile Information: full name, the read-only email, preferred currency and language. Saving switches
 * the site to the chosen language; the home page's search starts in the chosen currency.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const { values, setField, validate, inputFor } = useValidatedForm(formId, profileFormSchema, {
    fullName: profile.fullName,
    preferredCurrency: profile.preferredCurrency,
    preferredLanguage: profile.preferredLanguage,
  });

  function handleSubmit() {
    const checked = validate();
    if (!checked || update.isPending) return;
    update.mutate(checked, {
      onSuccess: (saved) => {
        toast.success(t('profile.updated'));
        if (saved.preferredLanguage !== i18n.resolvedLanguage)
          void i18n.changeLanguage(saved.preferredLanguage);
      },
      onError: () => toast.error(t('profile.updateFailed')),
    });
  }

  return (
    <SettingsCard
      icon={UserRound}
      title={t('profile.information.title')}
      description={t('profile.information.description')}
    >
      <Form onSubmit={handleSubmit} className="space-y-5">
        <TextField label={t('auth.fields.fullName')} autoComplete="name" {...inputFor('fullName')} />
        <TextField
          id={fieldId(formId, 'email')}
          label={t('auth.fields.email')}
          type="email"
          value={profile.email}
          readOnly
          hint={t('profile.emailReadOnly')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CurrencySelect
            id={fieldId(formId, 'preferredCurrency')}
            value={values.preferredCurrency}
            onChange={(currency) => setField('preferredCurrency', currency)}
          />
          <LanguageSelect
            id={fieldId(formId, 'preferredLanguage')}
            value={values.preferredLanguage}
            onChange={(language) => setField('preferredLanguage', language)}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton
            pending={update.isPending}
            pendingLabel={t('profile.updating')}
            className="w-full sm:w-auto"
          >
            {t('profile.update')}
          </SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  );
}
