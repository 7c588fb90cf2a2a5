import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from './form-password-field.tsx';
import type { FormTextFieldProps } from './form-text-field.tsx';

type FormCurrentPasswordFieldProps<TValues extends FieldValues, TTransformed> = Omit<
  FormTextFieldProps<TValues, TTransformed>,
  'type' | 'endAdornment' | 'label' | 'autoComplete'
> & {
  /** The signed-in account's e-mail, for password managers. */
  email: string;
};

/**
 * "Your password", typed to confirm a change (bank details, two-step sign-in), with the account's
 * e-mail beside it, hidden, so that password managers know which account it belongs to.
 */
export function FormCurrentPasswordField<TValues extends FieldValues, TTransformed>({
  email,
  ...props
}: FormCurrentPasswordFieldProps<TValues, TTransformed>) {
  const { t } = useTranslation();
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormPasswordField {...props} label={t('password.current')} autoComplete="current-password" />
    </>
  );
}
