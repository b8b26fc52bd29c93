import { useTranslation } from 'react-i18next';
import { profileCurrencies, profileLanguages, type ProfileUpdate } from '../../../core/profile';
import { currencySymbol } from '../../../core/currencies';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';

type ProfileCurrency = ProfileUpdate['preferredCurrency'];
type ProfileLanguage = ProfileUpdate['preferredLanguage'];

interface SelectProps<Value> {
  id: string;
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** product.md §5's profile currencies: USD, EUR, GBP. Used by sign-up and the profile form. */
export function CurrencySelect({ id, value, onChange, disabled }: SelectProps<ProfileCurrency>) {
  const { t } = useTranslation();
  return (
    <Field htmlFor={id} label={t('profile.fields.currency')}>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = profileCurrencies.find((code) => code === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {profileCurrencies.map((code) => (
          <option key={code} value={code}>
            {t('profile.currencyOption', { code, symbol: currencySymbol(code), name: t(`currency.${code}`) })}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** product.md §5's profile languages: English, Spanish, French. */
export function LanguageSelect({ id, value, onChange, disabled }: SelectProps<ProfileLanguage>) {
  const { t } = useTranslation();
  return (
    <Field htmlFor={id} label={t('profile.fields.language')}>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = profileLanguages.find((code) => code === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {profileLanguages.map((code) => (
          <option key={code} value={code}>
            {t(`profile.languages.${code}`)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
