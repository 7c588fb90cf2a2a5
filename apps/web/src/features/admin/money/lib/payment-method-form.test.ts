import type { PaymentMethod } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  emptyInstructions,
  paymentMethodFormValues,
} from './payment-method-form.ts';

const method: PaymentMethod = {
  id: 'pm1',
  label: 'Maybank transfer',
  instructions: {
    kind: 'bank',
    bankName: 'Maybank',
    accountHolder: 'Kapital Sdn Bhd',
    accountNumber: '5140 1234 5678',
  },
  min: '10.00',
  max: '50000.00',
  active: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('payment method form', () => {
  it('starts a new method as an active bank transfer within the default limits', () => {
    expect(paymentMethodFormValues(null)).toEqual({
      label: '',
      instructions: emptyInstructions('bank'),
      min: '10.00',
      max: '100,000.00',
      active: true,
    });
    // An edit shows the stored limits as people write amounts.
    expect(paymentMethodFormValues(method)).toMatchObject({ min: '10.00', max: '50,000.00' });
  });

  it('has blank fields for each kind', () => {
    expect(emptyInstructions('crypto')).toEqual({
      kind: 'crypto',
      asset: '',
      network: '',
      address: '',
    });
  });

  it('sends nothing when nothing changed, even if an amount is typed differently', () => {
    const values = { ...paymentMethodFormValues(method), min: '10', max: '50000.0' };
    expect(changedFields(method, values)).toEqual({});
  });

  it('sends only the changed fields, instructions whole', () => {
    const values = {
      ...paymentMethodFormValues(method),
      max: '60000',
      active: false,
      instructions: { ...method.instructions, accountHolder: 'Kapital Bhd' },
    };
    expect(changedFields(method, values)).toEqual({
      max: '60000',
      active: false,
      instructions: { ...method.instructions, accountHolder: 'Kapital Bhd' },
    });
  });
});
