import { describe, expect, test } from 'vitest';
import { IntentKeys } from './intent-key.ts';

function counter() {
  let n = 0;
  return () => {
    n += 1;
    return `key-${n}`;
  };
}

describe('IntentKeys', () => {
  test('a retry of the same values keeps its key', () => {
    const keys = new IntentKeys(counter());
    const values = { amount: '10.00', reason: 'Welcome' };
    expect(keys.keyFor(values)).toBe('key-1');
    expect(keys.keyFor({ ...values })).toBe('key-1');
  });

  test('changed values or a reset make a new key', () => {
    const keys = new IntentKeys(counter());
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-1');
    expect(keys.keyFor({ amount: '11.00' })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ amount: '11.00' })).toBe('key-3');
  });

  test('uses random UUIDs by default', () => {
    const key = new IntentKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
