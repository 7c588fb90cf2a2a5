import { describe, expect, it } from 'vitest';
import '@/features/security/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  backupCodesClipboardText,
  backupCodesFileName,
  backupCodesFileText,
} from './backup-codes.ts';

const codes = ['AbCdE-12345', 'FgHiJ-67890', 'KlMnO-13579'];
const t = i18n.getFixedT('en', 'security');

describe('backup codes', () => {
  it('copies the codes alone, one a line', () => {
    expect(backupCodesClipboardText(codes)).toBe('AbCdE-12345\nFgHiJ-67890\nKlMnO-13579');
  });

  it('names the file after the day the codes were made', () => {
    expect(backupCodesFileName(new Date(2026, 10, 7, 23, 59))).toBe(
      'kapital-backup-codes-2026-11-07.txt',
    );
  });

  it('writes whose codes they are, when they were made, how they work, then every code', () => {
    const createdAt = new Date('2026-11-27T10:18:00Z');
    const text = backupCodesFileText(codes, 'grace@example.com', createdAt, t);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Kapital backup codes');
    expect(lines[1]).toBe('Account: grace@example.com');
    expect(lines[2]).toMatch(/^Created: \d{1,2} Nov 2026, \d{2}:\d{2}$/);
    expect(text).toContain('Each code signs you in once');
    expect(lines.slice(-4)).toEqual([...codes, '']);
    expect(text).not.toMatch(/[^\r]\n/);
  });
});
