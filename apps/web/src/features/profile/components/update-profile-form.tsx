import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, updateProfileBody } from '@kapital/shared';
import { CURRENCIES } from '@kapital/shared/constants';
import { ERROR_CODES } from '@kapital/shared/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormCountrySelect } from '@/components/form/form-country-select.tsx';
import { FormNativeSelect } from '@/components/form/form-native-select.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { paths } from '@/config/paths.ts';
import { type CodeFields, formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useProfileText } from '../i18n.ts';

const FIELDS = ['fullName', 'firstName', 'userName', 'currency', 'phone', 'country'] as const;
type Field = (typeof FIELDS)[number];

const CODE_FIELDS: CodeFields<Field> = { [ERROR_CODES.usernameTaken]: 'userName' };

/** The details part of /update-profile; saving leads back to /profile. */
export function UpdateProfileForm({ profile }: { profile: Profile }) {
  const { t } = useProfileText();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile(profile.uid);
  const form = useForm({
    resolver: zodResolver(updateProfileBody),
    defaultValues: {
      fullName: profile.fullName,
      firstName: profile.firstName,
      userName: profile.userName,
      // The balance is shown in USD while a user has chosen no currency.
      currency: profile.currency ?? 'USD',
      phone: profile.phone,
      country: profile.country,
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: () => {
        toast.success(t('updateForm.saved'));
        void navigate(paths.profile);
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS, CODE_FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  const alert = formLevelError(updateProfile.error, FIELDS, CODE_FIELDS);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('updateForm.label')}>
      <Stack spacing={2.5}>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2.5,
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={form.control}
            name="fullName"
            label={t('fields.fullName')}
            autoComplete="name"
            required
          />
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            helperText={t('updateForm.firstNameHelp')}
            required
          />
          <FormTextField
            control={form.control}
            name="userName"
            label={t('fields.userName')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            helperText={t('updateForm.userNameHelp')}
            required
          />
          <FormNativeSelect
            control={form.control}
            name="currency"
            label={t('fields.currency')}
            options={CURRENCIES}
            required
          />
          <FormTextField
            control={form.control}
            name="phone"
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            helperText={t('updateForm.phoneHelp')}
          />
          <FormCountrySelect control={form.control} name="country" label={t('fields.country')} />
        </Box>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to={paths.profile} size="large">
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={updateProfile.isPending}>
            {t('updateForm.submit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
