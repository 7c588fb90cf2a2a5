import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field.tsx';

interface FormUsdRangeFieldsProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  /** The form's names of the smallest and the largest amount allowed. */
  minName: FieldPath<TValues>;
  maxName: FieldPath<TValues>;
}

/**
 * The Minimum and Maximum of an amount in USD, both required: two fields side by side in the
 * caller's grid (a fragment, so they sit in whatever grid holds them).
 */
export function FormUsdRangeFields<TValues extends FieldValues, TTransformed>({
  control,
  minName,
  maxName,
}: FormUsdRangeFieldsProps<TValues, TTransformed>) {
  const { t } = useTranslation();
  const usd = <InputAdornment position="end">USD</InputAdornment>;
  return (
    <>
      <FormTextField
        control={control}
        name={minName}
        label={t('usdRange.minimum')}
        required
        inputMode="decimal"
        endAdornment={usd}
      />
      <FormTextField
        control={control}
        name={maxName}
        label={t('usdRange.maximum')}
        required
        inputMode="decimal"
        endAdornment={usd}
      />
    </>
  );
}
