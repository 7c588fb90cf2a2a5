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
        toast.info('Nothing changed');
        onClose();
        return;
      }
      // What goes out is what the server checks a change with.
      const body = updatePackageBody.parse(changes);
      save.mutate(
        { id: item.id, body },
        {
          onSuccess: (saved) => {
            toast.success(`${saved.name} saved`);
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
          toast.success(`${saved.name} added`);
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
      title={item ? `Edit ${item.name}` : 'New package'}
      submitLabel={item ? 'Save' : 'Add package'}
      busy={save.isPending}
      formError={alert}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreen={fullScreen}
    >
      {item ? (
        <Alert severity="info">
          Changes apply to new investments only: investments already made keep the terms they were
          made with.
        </Alert>
      ) : null}
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField
        control={form.control}
        name="slug"
        label="Slug"
        required
        autoComplete="off"
        inputProps={{ onInput: () => setSlugTyped(true), spellCheck: false }}
        helperText="Its address: /add-investment/slug. Lower-case letters, digits and dashes."
      />
      <FormTextField
        control={form.control}
        name="description"
        label="Description"
        multiline
        minRows={2}
        helperText="What users read on the package's card (optional)"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="ratePercent"
          label="Rate per period"
          required
          inputMode="decimal"
          endAdornment={<InputAdornment position="end">%</InputAdornment>}
          helperText="e.g. 1.00"
        />
        <FormTextField
          control={form.control}
          name="periodHours"
          label="Period"
          required
          inputMode="numeric"
          endAdornment={<InputAdornment position="end">hours</InputAdornment>}
          helperText="24 is daily"
        />
        <FormTextField
          control={form.control}
          name="periods"
          label="Periods"
          required
          inputMode="numeric"
          helperText="How many payouts"
        />
        <FormTextField
          control={form.control}
          name="displayOrder"
          label="Display order"
          required
          inputMode="numeric"
          helperText="Lower shows first"
        />
        <FormUsdRangeFields control={form.control} minName="minAmount" maxName="maxAmount" />
      </Box>
      <FormSwitch
        control={form.control}
        name="capitalReturned"
        label={(on) =>
          on
            ? 'Capital returned: the amount goes back to the wallet at the end'
            : 'Capital kept: only the profit is paid'
        }
      />
      <FormSwitch
        control={form.control}
        name="active"
        label={(on) => (on ? 'Active: users can invest in it' : 'Inactive: hidden from users')}
      />
      <TermsPreview control={form.control} />
    </FormDialog>
  );
}

/** The terms as they add up, updated while staff type; nothing while a term is unfinished. */
function TermsPreview({ control }: { control: Control<PackageFormValues, unknown, unknown> }) {
  const [ratePercent, periodHours, periods, capitalReturned, minAmount] = useWatch({
    control,
    name: ['ratePercent', 'periodHours', 'periods', 'capitalReturned', 'minAmount'],
  });
  const summary = termsSummary({
    ratePercent,
    periodHours: typedNumber(periodHours),
    periods: typedNumber(periods),
    capitalReturned,
    minAmount,
  });
  if (!summary) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="The terms in short"
      sx={{ borderRadius: 2, p: 2, bgcolor: 'action.hover' }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {summary.schedule}: {summary.totalPercent} in total
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {summary.capital}.{summary.example ? ` ${summary.example}.` : ''}
      </Typography>
    </Paper>
  );
}
