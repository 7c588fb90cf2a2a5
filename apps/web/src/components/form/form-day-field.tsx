import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useFieldText } from '@/lib/i18n/use-field-text.ts';
import { DayField } from '../day-field.tsx';

interface FormDayFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  required?: boolean;
  /** The earliest day that may be chosen, as YYYY-MM-DD. */
  minDay?: string;
  /** Years first, for a date of birth. */
  openToYear?: boolean;
}

/**
 * A day bound to react-hook-form, shown and typed as "26 Nov 2026" (components/day-field.tsx);
 * the form holds it as YYYY-MM-DD, or UNFINISHED_DAY while it is half typed.
 */
export function FormDayField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  required,
  minDay,
  openToYear,
}: FormDayFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const fieldText = useFieldText();
  return (
    <DayField
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      minDay={minDay}
      openToYear={openToYear}
      error={fieldState.invalid}
      helperText={fieldText(fieldState.error?.message)}
    />
  );
}
