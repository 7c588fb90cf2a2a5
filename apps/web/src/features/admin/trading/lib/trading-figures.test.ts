import { describe, expect, test } from 'vitest';
import '@/features/admin/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { closeReasonLabel, formatSignedUsd, netStake, signTone } from './trading-figures.ts';

describe('trading figures', () => {
  test('the net stake is Buy minus Sell, exact to the cent', () => {
    expect(netStake('100.10', '40.05')).toBe('60.05');
    expect(netStake('0', '20')).toBe('-20.00');
    expect(netStake('0.1', '0.1')).toBe('0.00');
    expect(netStake('99999999999999.99', '0.01')).toBe('99999999999999.98');
  });

  test('amounts are coloured and signed by their sign', () => {
    expect(signTone('12.50')).toBe('success.main');
    expect(signTone('-0.01')).toBe('error.main');
    expect(signTone('0.00')).toBe('text.primary');
    expect(formatSignedUsd('1234.5')).toBe('+1,234.50 USD');
    expect(formatSignedUsd('-3')).toBe('\u22123.00 USD');
    expect(formatSignedUsd('0')).toBe('0.00 USD');
  });

  test('close reasons read as words', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(closeReasonLabel(t, 'take_profit')).toBe('Take-profit');
    expect(closeReasonLabel(t, 'stop_out')).toBe('Stop-out');
    expect(closeReasonLabel(t, null)).toBe('—');
  });
});
