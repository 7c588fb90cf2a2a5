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
const LABELS: Record<TextField, string> = {
  rateMYR: 'Rate MYR',
  rateIDR: 'Rate IDR',
  rateSGD: 'Rate SGD',
  rateBND: 'Rate BND',
  withdrawalFeePercent: 'Withdrawal fee',
  withdrawalFeeFixed: 'Withdrawal fixed fee',
  tradeFeePercent: 'Trade fee',
  depositMin: 'Minimum deposit',
  depositMax: 'Maximum deposit',
  withdrawalMin: 'Minimum withdrawal',
  referralLevel1Percent: 'Level 1',
  referralLevel2Percent: 'Level 2',
  demoBalance: 'Demo balance',
};

const GROUPS: Array<{ title: string; note: string; fields: readonly TextField[] }> = [
  {
    title: 'Exchange rates',
    note: 'How much of each currency one USD buys, up to 6 decimals. Balances re-convert at once.',
    fields: RATE_FIELDS,
  },
  {
    title: 'Fees',
    note: 'Percentages with up to 2 decimals; the fixed fee in USD.',
    fields: ['withdrawalFeePercent', 'withdrawalFeeFixed', 'tradeFeePercent'],
  },
  {
    title: 'Limits',
    note: 'In USD, with up to 2 decimals.',
    fields: ['depositMin', 'depositMax', 'withdrawalMin'],
  },
  {
    title: 'Referral commissions',
    note: 'Paid once per referred deposit, as a percentage.',
    fields: ['referralLevel1Percent', 'referralLevel2Percent'],
  },
  {
    title: 'Demo account',
    note: 'What a new or reset Free account starts with.',
    fields: ['demoBalance'],
  },
];

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
      toast.info('Nothing to save: no setting changed.');
      return;
    }
    update.mutate(change, {
      onSuccess: () => {
        form.reset(values);
        toast.success('Settings saved. Every open page uses them now.');
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
      aria-label="Platform settings"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Group
        title="Live chat"
        note="Whether users see the live chat button, and the address support writes from."
      >
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
              label="Show the live chat button"
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="supportEmail"
          label="Support e-mail"
          type="email"
          inputProps={{ inputMode: 'email', autoComplete: 'off' }}
          helperText="Shown to blocked users on the sign-in page and used as the reply address"
        />
      </Group>
      {GROUPS.map((group) => (
        <Group key={group.title} title={group.title} note={group.note}>
          {group.fields.map((field) => (
            <FormTextField
              key={field}
              control={form.control}
              name={field}
              label={LABELS[field]}
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
          {update.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </Box>
    </Paper>
  );
}
