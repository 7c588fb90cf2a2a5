import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldText } from '@/lib/i18n/use-field-text.ts';

interface FormNativeSelectProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  options: readonly string[];
  required?: boolean;
}

/**
 * A select bound to react-hook-form. Native, because the phone's own picker is the easiest to
 * use there and it keeps MUI's menu machinery out of the public pages.
 */
export function FormNativeSelect<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  options,
  required,
}: FormNativeSelectProps<TValues, TTransformed>) {
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
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={{ 'aria-describedby': message ? messageId : undefined }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      {message ? <FormHelperText id={messageId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
