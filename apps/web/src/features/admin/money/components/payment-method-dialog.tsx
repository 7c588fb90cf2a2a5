import { zodResolver } from '@hookform/resolvers/zod';
import { createPaymentMethodBody, type PaymentMethod } from '@kapital/shared';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSwitch } from '@/components/form/form-switch.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { FormUsdRangeFields } from '@/components/form/form-usd-range-fields.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { FormDialog } from '@/features/admin/shared/components/form-dialog.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { readingTypedAmounts } from '@/lib/typed-amounts.ts';
import { useSavePaymentMethod } from '../api/save-payment-method.ts';
import {
  changedFields,
  emptyInstructions,
  paymentMethodFormValues,
} from '../lib/payment-method-form.ts';

const KIND_LABELS = {
  bank: 'methodDialog.kinds.bank',
  crypto: 'methodDialog.kinds.crypto',
} as const satisfies Record<PaymentMethodKind, string>;

const FIELDS = [
  'label',
  'instructions.bankName',
  'instructions.accountHolder',
  'instructions.accountNumber',
  'instructions.asset',
  'instructions.network',
  'instructions.address',
  'min',
  'max',
] as const;

interface PaymentMethodDialogProps {
  /** The method to edit, or null to create one. */
  method: PaymentMethod | null;
  onClose: () => void;
}

/** Create or edit a payment method: its name, where users pay, its limits and whether it is offered. */
export function PaymentMethodDialog({ method, onClose }: PaymentMethodDialogProps) {
  const { t } = useAdminText();
  const save = useSavePaymentMethod();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(readingTypedAmounts(createPaymentMethodBody, ['min', 'max'])),
    defaultValues: paymentMethodFormValues(method),
  });
  const kind = useWatch({ control: form.control, name: 'instructions.kind' });

  const onSubmit = form.handleSubmit((values) => {
    const body = method ? changedFields(method, values) : values;
    if (method && Object.keys(body).length === 0) {
      toast.info(t('methodDialog.nothingChanged'));
      onClose();
      return;
    }
    save.mutate(method ? { id: method.id, body } : { id: null, body: values }, {
      onSuccess: (saved) => {
        toast.success(
          method
            ? t('methodDialog.saved', { label: saved.label })
            : t('methodDialog.added', { label: saved.label }),
        );
        onClose();
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  });
  const alert = save.isPending ? null : formLevelError(save.error, FIELDS);

  return (
    <FormDialog
      title={
        method ? t('methodDialog.editTitle', { label: method.label }) : t('methodDialog.newTitle')
      }
      submitLabel={method ? t('methodDialog.save') : t('methodDialog.add')}
      busy={save.isPending}
      formError={alert}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreen={fullScreen}
    >
      <FormTextField
        control={form.control}
        name="label"
        label={t('methodDialog.name')}
        required
        helperText={t('methodDialog.nameHelp')}
      />
      <FormControl>
        <FormLabel id={`${titleId}-kind`}>{t('methodDialog.kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${titleId}-kind`}
          value={kind}
          onChange={(event) => {
            const next = event.target.value as PaymentMethodKind;
            form.setValue('instructions', emptyInstructions(next));
            form.clearErrors('instructions');
          }}
        >
          {PAYMENT_METHOD_KINDS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(KIND_LABELS[option])}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {kind === 'bank' ? (
        <>
          <FormTextField
            key="bankName"
            control={form.control}
            name="instructions.bankName"
            label={t('methodDialog.bankName')}
            required
          />
          <FormTextField
            key="accountHolder"
            control={form.control}
            name="instructions.accountHolder"
            label={t('methodDialog.accountHolder')}
            required
          />
          <FormTextField
            key="accountNumber"
            control={form.control}
            name="instructions.accountNumber"
            label={t('methodDialog.accountNumber')}
            required
            autoComplete="off"
          />
        </>
      ) : (
        <>
          <FormTextField
            key="asset"
            control={form.control}
            name="instructions.asset"
            label={t('methodDialog.asset')}
            required
            helperText={t('methodDialog.assetHelp')}
          />
          <FormTextField
            key="network"
            control={form.control}
            name="instructions.network"
            label={t('methodDialog.network')}
            required
            helperText={t('methodDialog.networkHelp')}
          />
          <FormTextField
            key="address"
            control={form.control}
            name="instructions.address"
            label={t('methodDialog.address')}
            required
            autoComplete="off"
          />
        </>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormUsdRangeFields control={form.control} minName="min" maxName="max" />
      </Box>
      <FormSwitch
        control={form.control}
        name="active"
        label={(on) => (on ? t('methodDialog.activeOn') : t('methodDialog.activeOff'))}
      />
    </FormDialog>
  );
}
