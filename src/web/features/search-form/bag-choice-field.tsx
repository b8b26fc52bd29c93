import { useTranslation } from 'react-i18next';
import { bagChoices, type BagChoice } from '../../../core/bag-choices';
import { optionNamed } from '../../../core/option-named';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';

interface BagChoiceFieldProps {
  id: string;
  value: BagChoice;
  onChange: (bags: BagChoice) => void;
}

/** What each traveller takes on the plane: the search form's and explore's one control for it. */
export function BagChoiceField({ id, value, onChange }: BagChoiceFieldProps) {
  const { t } = useTranslation();
  return (
    <Field htmlFor={id} label={t('bagChoice.label')}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const bags = optionNamed(bagChoices, event.target.value);
          if (bags) onChange(bags);
        }}
      >
        {bagChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`bagChoice.options.${choice}`)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
