import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldText } from '@/lib/i18n/use-field-text.ts';

export interface FormTextFieldProps<TValues extends FieldValues, TTransformed>
  extends Omit<OutlinedInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  /** Shown under the field until a validation message takes its place. */
  helperText?: ReactNode;
  /** Runs after the form has recorded that the field was left. */
  onBlur?: () => void;
  /** Keeps the label above the field, for inputs that show their own placeholder (dates). */
  shrinkLabel?: boolean;
}

/**
 * An outlined text field bound to react-hook-form, with its label and message wired for
 * screen readers. Built from MUI's parts rather than TextField, which would also pull MUI's
 * Select, Menu and Popover into the bundle of every public page.
 */
export function FormTextField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  helperText,
  onBlur,
  required,
  inputProps,
  shrinkLabel,
  ...rest
}: FormTextFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const fieldText = useFieldText();
  const id = useId();
  const message = fieldText(fieldState.error?.message) ?? helperText;
  const messageId = `${id}-message`;
  return (
    <FormControl fullWidth required={required} error={fieldState.invalid}>
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...rest}
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={() => {
          field.onBlur();
          onBlur?.();
        }}
        inputRef={field.ref}
        inputProps={{ ...inputProps, 'aria-describedby': message ? messageId : undefined }}
      />
      {message ? <FormHelperText id={messageId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
