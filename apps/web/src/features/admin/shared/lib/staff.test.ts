import { describe, expect, test } from 'vitest';
import { isAdmin, isStaff } from './staff.ts';

describe('staff roles', () => {
  test('admins and support are staff; users are not', () => {
    expect(isStaff('admin')).toBe(true);
    expect(isStaff('support')).toBe(true);
    expect(isStaff('user')).toBe(false);
  });

  test('only admins are admins', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('support')).toBe(false);
    expect(isAdmin('user')).toBe(false);
  });
});
