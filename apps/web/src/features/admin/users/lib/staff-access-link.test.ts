import { describe, expect, it } from 'vitest';
import { staffAccessUrl, timeLeft } from './staff-access-link.ts';

describe('staffAccessUrl', () => {
  it("puts the server's path after this site's origin", () => {
    expect(staffAccessUrl('https://kapital.example', '/login-admin/alice/tok_123')).toBe(
      'https://kapital.example/login-admin/alice/tok_123',
    );
    expect(staffAccessUrl('http://localhost:5173', '/login-admin/bob/x')).toBe(
      'http://localhost:5173/login-admin/bob/x',
    );
  });
});

describe('timeLeft', () => {
  it('counts down in minutes and seconds, rounding a started second up, and stops at 0:00', () => {
    expect(timeLeft(300_000)).toBe('5:00');
    expect(timeLeft(299_001)).toBe('5:00');
    expect(timeLeft(298_500)).toBe('4:59');
    expect(timeLeft(5_000)).toBe('0:05');
    expect(timeLeft(0)).toBe('0:00');
    expect(timeLeft(-12_000)).toBe('0:00');
  });
});
