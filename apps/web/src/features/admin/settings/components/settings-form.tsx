import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminSettingsResponse } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import {
  changedSettings,
  RATE_FIELDS,
  SETTINGS_FIELDS,
  type SettingsFormValues,
  settingsFormSchema,
  settingsFormValues,
  settingUnit,
  type TextField,
} from '../lib/settings-form.ts';

/** Each field's name; its unit follows from what the setting counts (settingUnit). */
const LABELS = {
  rateMYR: 'settings.labels.rateMYR',
  rateIDR: 'settings.labels.rateIDR',
  rateSGD: 'settings.labels.rateSGD',
  rateBND: 'settings.labels.rateBND',
  withdrawalFeePercent: 'settings.labels.withdrawalFeePercent',
  withdrawalFeeFixed: 'settings.labels.withdrawalFeeFixed',
  tradeFeePercent: 'settings.labels.tradeFeePercent',
  depositMin: 'settings.labels.depositMin',
  depositMax: 'settings.labels.depositMax',
  withdrawalMin: 'settings.labels.withdrawalMin',
  referralLevel1Percent: 'settings.labels.referralLevel1Percent',
  referralLevel2Percent: 'settings.labels.referralLevel2Percent',
  demoBalance: 'settings.labels.demoBalance',
} as const satisfies Record<TextField, string>;

const GROUPS = [
  {
    title: 'settings.groups.rates.title',
    note: 'settings.groups.rates.note',
    fields: RATE_FIELDS,
  },
  {
    title: 'settings.groups.fees.title',
    note: 'settings.groups.fees.note',
    fields: ['withdrawalFeePercent', 'withdrawalFeeFixed', 'tradeFeePercent'],
  },
  {
    title: 'settings.groups.limits.title',
    note: 'settings.groups.limits.note',
    fields: ['depositMin', 'depositMax', 'withdrawalMin'],
  },
  {
    title: 'settings.groups.referrals.title',
    note: 'settings.groups.referrals.note',
    fields: ['referralLevel1Percent', 'referralLevel2Percent'],
  },
  {
    title: 'settings.groups.demo.title',
    note: 'settings.groups.demo.note',
    fields: ['demoBalance'],
  },
] as const satisfies ReadonlyArray<{ title: string; note: string; fields: readonly TextField[] }>;

function Group({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={id} component="legend" variant="h2" sx={{ fontSize: '1.0625rem', p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {note}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Every platform setting in one form; a save sends what changed and reaches every open page. */
export function SettingsForm({ settings }: { settings: AdminSettingsResponse }) {
  const { t } = useAdminText();
  const update = useUpdateSettings();
  const initial = useMemo(() => settingsFormValues(settings), [settings]);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: initial,
  });

  // A newer copy (after a save, or another admin's change): fields nobody is editing follow it.
  useEffect(() => {
    form.reset(initial, { keepDirtyValues: true });
  }, [initial, form]);

  const onSubmit = form.handleSubmit((values) => {
    const change = changedSettings(initial, values);
    if (!change) {
      toast.info(t('settings.nothingToSave'));
      return;
    }
    update.mutate(change, {
      onSuccess: () => {
        form.reset(values);
        toast.success(t('settings.saved'));
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, SETTINGS_FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  });

  const formError = formLevelError(update.error, SETTINGS_FIELDS);

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('settings.formLabel')}
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Group title={t('settings.groups.liveChat.title')} note={t('settings.groups.liveChat.note')}>
        <Controller
          control={form.control}
          name="menuContact"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={t('settings.showChat')}
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="supportEmail"
          label={t('settings.supportEmail')}
          type="email"
          inputProps={{ inputMode: 'email', autoComplete: 'off' }}
          helperText={t('settings.supportEmailHelp')}
        />
      </Group>
      {GROUPS.map((group) => (
        <Group key={group.title} title={t(group.title)} note={t(group.note)}>
          {group.fields.map((field) => (
            <FormTextField
              key={field}
              control={form.control}
              name={field}
              label={t(LABELS[field])}
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
              endAdornment={<InputAdornment position="end">{settingUnit(field)}</InputAdornment>}
            />
          ))}
        </Group>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={update.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </Box>
    </Paper>
  );
}
