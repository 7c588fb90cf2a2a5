import * as shared from '@kapital/shared/investments';
import { describe, expect, it } from 'vitest';
import '@/features/investments/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import malay from '@/locales/ms/investments.json';
import { durationText, periodPhrase } from './durations.ts';

const t = i18n.getFixedT('en', 'investments');
const LENGTHS = [1, 2, 59, 60, 200, 3_600, 3_661, 86_400, 129_600, 604_800, 86_400_000];

describe('durations in the chosen language', () => {
  it('reads in English exactly as the shared helpers write it', () => {
    for (const seconds of LENGTHS) {
      expect(durationText(seconds, t)).toBe(shared.durationText(seconds));
      expect(periodPhrase(seconds, t)).toBe(shared.periodPhrase(seconds));
    }
  });

  it('follows the language', () => {
    i18n.addResourceBundle('ms', 'investments', malay);
    const inMalay = i18n.getFixedT('ms', 'investments');
    expect(durationText(2 * 86_400, inMalay)).toBe('2 hari');
    expect(durationText(200, inMalay)).toBe('3 minit 20 saat');
    expect(periodPhrase(86_400, inMalay)).toBe('sehari');
    expect(periodPhrase(2 * 86_400, inMalay)).toBe('setiap 2 hari');
  });
});
