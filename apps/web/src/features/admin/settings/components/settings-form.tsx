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
  SETTINGS_FIELDS,
  type SettingsFormValues,
  settingsFormSchema,
  settingsFormValues,
  type TextField,
} from '../lib/settings-form.ts';

interface FieldSpec {
  name: TextField;
  label: string;
  unit: string;
  help?: string;
}

const GROUPS: Array<{ title: string; note: string; fields: FieldSpec[] }> = [
  {
    title: 'Exchange rates',
    note: 'How much of each currency one USD buys, up to 6 decimals. Balances re-convert at once.',
    fields: [
      { name: 'rateMYR', label: 'Rate MYR', unit: 'MYR' },
      { name: 'rateIDR', label: 'Rate IDR', unit: 'IDR' },
      { name: 'rateSGD', label: 'Rate SGD', unit: 'SGD' },
      { name: 'rateBND', label: 'Rate BND', unit: 'BND' },
    ],
  },
  {
    title: 'Fees',
    note: 'Percentages with up to 2 decimals; the fixed fee in USD.',
    fields: [
      { name: 'withdrawalFeePercent', label: 'Withdrawal fee', unit: '%' },
      { name: 'withdrawalFeeFixed', label: 'Withdrawal fixed fee', unit: 'USD' },
      { name: 'tradeFeePercent', label: 'Trade fee', unit: '%' },
    ],
  },
  {
    title: 'Limits',
    note: 'In USD, with up to 2 decimals.',
    fields: [
      { name: 'depositMin', label: 'Minimum deposit', unit: 'USD' },
      { name: 'depositMax', label: 'Maximum deposit', unit: 'USD' },
      { name: 'withdrawalMin', label: 'Minimum withdrawal', unit: 'USD' },
    ],
  },
  {
    title: 'Referral commissions',
    note: 'Paid once per referred deposit, as a percentage.',
    fields: [
      { name: 'referralLevel1Percent', label: 'Level 1', unit: '%' },
      { name: 'referralLevel2Percent', label: 'Level 2', unit: '%' },
    ],
  },
  {
    title: 'Demo account',
    note: 'What a new or reset Free account starts with.',
    fields: [{ name: 'demoBalance', label: 'Demo balance', unit: 'USD' }],
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
      <Group title="Live chat" note="Whether users see the live chat button.">
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
      </Group>
      {GROUPS.map((group) => (
        <Group key={group.title} title={group.title} note={group.note}>
          {group.fields.map((spec) => (
            <FormTextField
              key={spec.name}
              control={form.control}
              name={spec.name}
              label={spec.label}
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
              endAdornment={<InputAdornment position="end">{spec.unit}</InputAdornment>}
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
