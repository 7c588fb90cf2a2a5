import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormSwitchProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  /** What on and off mean, said beside the switch: the label follows the state. */
  label: (checked: boolean) => string;
}

/** An on/off field bound to react-hook-form, whose label says what the current state means. */
export function FormSwitch<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
}: FormSwitchProps<TValues, TTransformed>) {
  const { field } = useController({ control, name });
  const checked = Boolean(field.value);
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={checked}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
      label={label(checked)}
    />
  );
}
