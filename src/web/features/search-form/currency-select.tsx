import { useTranslation } from 'react-i18next';
import { currencies, currencyCodes, type CurrencyCode } from '../../../core/currencies';
import { optionNamed } from '../../../core/option-named';
import { NativeSelect } from '../../components/ui/native-select';

/** The 12 currencies as 'EUR (€) · Euro', for the search form's and the explore form's budgets. */
export function CurrencySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CurrencyCode;
  onChange: (currency: CurrencyCode) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => {
        const chosen = optionNamed(currencyCodes, event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {currencies.map(({ code, symbol }) => (
        <option key={code} value={code}>
          {t('searchForm.budget.currencyOption', { code, symbol, name: t(`currency.${code}`) })}
        </option>
      ))}
    </NativeSelect>
  );
}
