import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ERROR_CODES, type InvestmentPackage, updatePackageBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { FormSwitch } from '@/components/form/form-switch.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { FormUsdRangeFields } from '@/components/form/form-usd-range-fields.tsx';
import { FormDialog } from '@/features/admin/shared/components/form-dialog.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useSavePackage } from '../api/save-package.ts';
import { useAdminInvestmentsText } from '../i18n.ts';
import {
  changedPackageFields,
  PACKAGE_FIELDS,
  type PackageFormValues,
  packageFormSchema,
  packageFormValues,
  slugFromName,
  typedNumber,
} from '../lib/package-form.ts';
import { termsSummary } from '../lib/package-terms.ts';

/** A SLUG_TAKEN refusal belongs beside the slug even if the server sent no field message. */
const CODE_FIELDS = { [ADMIN_ERROR_CODES.slugTaken]: 'slug' } as const;

interface PackageDialogProps {
  /** The package to edit, or null to create one. */
  item: InvestmentPackage | null;
  /** Where a new package goes in the list. */
  nextOrder: number;
  onClose: () => void;
}

/** Create or edit an investment package: every term, its limits, and whether it is offered. */
export function PackageDialog({ item, nextOrder, onClose }: PackageDialogProps) {
  const { t } = useAdminInvestmentsText();
  const save = useSavePackage();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const form = useForm<PackageFormValues, unknown, ReturnType<typeof packageFormSchema.parse>>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: packageFormValues(item, nextOrder),
  });

  // A new package's slug follows its name until staff type a slug of their own.
  const [slugTyped, setSlugTyped] = useState(item !== null);
  const name = useWatch({ control: form.control, name: 'name' });
  useEffect(() => {
    if (!slugTyped) form.setValue('slug', slugFromName(name));
  }, [form, name, slugTyped]);

  const onSubmit = form.handleSubmit((values) => {
    if (item) {
      const changes = changedPackageFields(item, values);
      if (Object.keys(changes).length === 0) {
        toast.info(t('dialog.nothingChanged'));
        onClose();
        return;
      }
      // What goes out is what the server checks a change with.
      const body = updatePackageBody.parse(changes);
      save.mutate(
        { id: item.id, body },
        {
          onSuccess: (saved) => {
            toast.success(t('dialog.savedToast', { name: saved.name }));
            onClose();
          },
          onError: showFieldErrors,
        },
      );
      return;
    }
    save.mutate(
      { id: null, body: values },
      {
        onSuccess: (saved) => {
          toast.success(t('dialog.addedToast', { name: saved.name }));
          onClose();
        },
        onError: showFieldErrors,
      },
    );
  });
  function showFieldErrors(error: unknown) {
    for (const [field, message] of serverFieldErrors(error, PACKAGE_FIELDS, CODE_FIELDS)) {
      form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }
  const alert = save.isPending ? null : formLevelError(save.error, PACKAGE_FIELDS, CODE_FIELDS);

  return (
    <FormDialog
      title={item ? t('dialog.editTitle', { name: item.name }) : t('dialog.newTitle')}
      submitLabel={item ? t('dialog.save') : t('dialog.add')}
      busy={save.isPending}
      formError={alert}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreen={fullScreen}
    >
      {item ? <Alert severity="info">{t('dialog.editNote')}</Alert> : null}
      <FormTextField control={form.control} name="name" label={t('dialog.name')} required />
      <FormTextField
        control={form.control}
        name="slug"
        label={t('dialog.slug')}
        required
        autoComplete="off"
        inputProps={{ onInput: () => setSlugTyped(true), spellCheck: false }}
        helperText={t('dialog.slugHelp')}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('dialog.description')}
        multiline
        minRows={2}
        helperText={t('dialog.descriptionHelp')}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="ratePercent"
          label={t('dialog.rate')}
          required
          inputMode="decimal"
          endAdornment={<InputAdornment position="end">%</InputAdornment>}
          helperText={t('dialog.rateHelp')}
        />
        <FormTextField
          control={form.control}
          name="periodHours"
          label={t('dialog.period')}
          required
          inputMode="numeric"
          endAdornment={<InputAdornment position="end">{t('dialog.hours')}</InputAdornment>}
          helperText={t('dialog.periodHelp')}
        />
        <FormTextField
          control={form.control}
          name="periods"
          label={t('dialog.periods')}
          required
          inputMode="numeric"
          helperText={t('dialog.periodsHelp')}
        />
        <FormTextField
          control={form.control}
          name="displayOrder"
          label={t('dialog.displayOrder')}
          required
          inputMode="numeric"
          helperText={t('dialog.displayOrderHelp')}
        />
        <FormUsdRangeFields control={form.control} minName="minAmount" maxName="maxAmount" />
      </Box>
      <FormSwitch
        control={form.control}
        name="capitalReturned"
        label={(on) => (on ? t('dialog.capitalReturned') : t('dialog.capitalKept'))}
      />
      <FormSwitch
        control={form.control}
        name="active"
        label={(on) => (on ? t('dialog.activeOn') : t('dialog.activeOff'))}
      />
      <TermsPreview control={form.control} />
    </FormDialog>
  );
}

/** The terms as they add up, updated while staff type; nothing while a term is unfinished. */
function TermsPreview({ control }: { control: Control<PackageFormValues, unknown, unknown> }) {
  const { t } = useAdminInvestmentsText();
  const [ratePercent, periodHours, periods, capitalReturned, minAmount] = useWatch({
    control,
    name: ['ratePercent', 'periodHours', 'periods', 'capitalReturned', 'minAmount'],
  });
  const summary = termsSummary(
    {
      ratePercent,
      periodHours: typedNumber(periodHours),
      periods: typedNumber(periods),
      capitalReturned,
      minAmount,
    },
    t,
  );
  if (!summary) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('dialog.preview.label')}
      sx={{ borderRadius: 2, p: 2, bgcolor: 'action.hover' }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t('dialog.preview.headline', {
          schedule: summary.schedule,
          total: summary.totalPercent,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {summary.example
          ? t('dialog.preview.capitalAndExample', {
              capital: summary.capital,
              example: summary.example,
            })
          : t('dialog.preview.capital', { capital: summary.capital })}
      </Typography>
    </Paper>
  );
}
