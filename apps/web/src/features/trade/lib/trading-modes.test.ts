import { expect, test } from 'vitest';
import { currentModeOf, shownMode } from './trading-modes.ts';

test('On Trade shows the mode a link asks for, else the one traded now', () => {
  expect(shownMode('demo', 'real')).toBe('demo');
  expect(shownMode('real', 'demo')).toBe('real');
  expect(shownMode(null, 'demo')).toBe('demo');
  // A mode that is not one (a typed URL) falls back to the current mode.
  expect(shownMode('paper', 'real')).toBe('real');
});

test('userTrading is Real, otherwise Free (demo)', () => {
  expect(currentModeOf(true)).toBe('real');
  expect(currentModeOf(false)).toBe('demo');
});
