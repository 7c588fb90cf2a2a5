import { describe, expect, it } from 'vitest';
import { movementLink } from './movement-link.ts';

describe('movementLink', () => {
  it("leads to a deposit's or a withdrawal's review page", () => {
    expect(movementLink({ type: 'deposit', id: 'cbacbe58-1' })).toBe('/admin/deposits/cbacbe58-1');
    expect(movementLink({ type: 'withdrawal', id: 'w/1' })).toBe('/admin/withdrawals/w%2F1');
  });

  it('leads nowhere for what has no page in the console', () => {
    expect(movementLink({ type: 'position', id: '42' })).toBeNull();
    expect(movementLink({ type: 'investment', id: '7' })).toBeNull();
    expect(movementLink(null)).toBeNull();
  });
});
