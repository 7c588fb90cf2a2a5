import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

type FormPasswordFieldProps<TValues extends FieldValues, TTransformed> = Omit<
  FormTextFieldProps<TValues, TTransformed>,
  'type' | 'endAdornment'
>;

/** A password field whose eye button shows or hides what was typed. */
export function FormPasswordField<TValues extends FieldValues, TTransformed>(
  props: FormPasswordFieldProps<TValues, TTransformed>,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? t('password.hide') : t('password.show')}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
