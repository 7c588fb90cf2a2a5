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

const KIND_LABELS: Record<PaymentMethodKind, string> = {
  bank: 'Bank transfer',
  crypto: 'Crypto',
};

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
      toast.info('Nothing changed');
      onClose();
      return;
    }
    save.mutate(method ? { id: method.id, body } : { id: null, body: values }, {
      onSuccess: (saved) => {
        toast.success(method ? `${saved.label} saved` : `${saved.label} added`);
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
      title={method ? `Edit ${method.label}` : 'New payment method'}
      submitLabel={method ? 'Save' : 'Add method'}
      busy={save.isPending}
      formError={alert}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreen={fullScreen}
    >
      <FormTextField
        control={form.control}
        name="label"
        label="Name users see"
        required
        helperText="e.g. Maybank transfer, USDT on TRC20"
      />
      <FormControl>
        <FormLabel id={`${titleId}-kind`}>Kind</FormLabel>
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
              label={KIND_LABELS[option]}
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
            label="Bank name"
            required
          />
          <FormTextField
            key="accountHolder"
            control={form.control}
            name="instructions.accountHolder"
            label="Account holder"
            required
          />
          <FormTextField
            key="accountNumber"
            control={form.control}
            name="instructions.accountNumber"
            label="Account number"
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
            label="Asset"
            required
            helperText="e.g. USDT"
          />
          <FormTextField
            key="network"
            control={form.control}
            name="instructions.network"
            label="Network"
            required
            helperText="e.g. TRC20"
          />
          <FormTextField
            key="address"
            control={form.control}
            name="instructions.address"
            label="Address"
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
        label={(on) => (on ? 'Active: users can pay with it' : 'Inactive: hidden from users')}
      />
    </FormDialog>
  );
}
