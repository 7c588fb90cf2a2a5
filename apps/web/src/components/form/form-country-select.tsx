import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countries } from '@/lib/countries.ts';
import { useFieldText } from '@/lib/i18n/use-field-text.ts';

interface FormCountrySelectProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  /** The first option, standing for no country chosen. */
  emptyLabel?: string;
  required?: boolean;
}

/**
 * A country picker bound to react-hook-form; its value is the ISO alpha-2 code, or null for
 * none. Native: typing a country's first letters jumps to it, phones open their own wheel, and
 * no menu or autocomplete code is downloaded for it.
 */
export function FormCountrySelect<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  emptyLabel,
  required,
}: FormCountrySelectProps<TValues, TTransformed>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const fieldText = useFieldText();
  const id = useId();
  const messageId = `${id}-message`;
  const message = fieldText(fieldState.error?.message);
  return (
    <FormControl fullWidth required={required} error={fieldState.invalid}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value || null)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={{
          autoComplete: 'country',
          'aria-describedby': message ? messageId : undefined,
        }}
      >
        <option value="">{emptyLabel ?? t('countrySelect.notSet')}</option>
        {countries().map(({ code, name: countryName }) => (
          <option key={code} value={code}>
            {countryName}
          </option>
        ))}
      </NativeSelect>
      {message ? <FormHelperText id={messageId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
