import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldText } from '@/lib/i18n/use-field-text.ts';

interface FormCheckboxProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: ReactNode;
}

export function FormCheckbox<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
}: FormCheckboxProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const fieldText = useFieldText();
  const messageId = `${useId()}-message`;
  const message = fieldText(fieldState.error?.message);
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': message ? messageId : undefined } }}
          />
        }
      />
      {message ? (
        <FormHelperText id={messageId} sx={{ mt: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
