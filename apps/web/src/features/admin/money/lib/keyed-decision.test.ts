import { describe, expect, it } from 'vitest';
import { IntentKeys } from '@/lib/intent-key.ts';
import { keyedDecision } from './keyed-decision.ts';

function numberedKeys() {
  let n = 0;
  return new IntentKeys(() => {
    n += 1;
    return `key-${n}`;
  });
}

describe('keyedDecision', () => {
  it('sends the decision under a key that a retry of it keeps', () => {
    const keys = numberedKeys();
    const reject = { decision: 'reject', reason: 'The reference does not match' };
    expect(keyedDecision(keys, reject)).toEqual({ decision: reject, idempotencyKey: 'key-1' });
    expect(keyedDecision(keys, { ...reject }).idempotencyKey).toBe('key-1');
  });

  it('gives a changed decision a new key', () => {
    const keys = numberedKeys();
    keyedDecision(keys, { decision: 'pay', payoutReference: 'TRX-1' });
    expect(keyedDecision(keys, { decision: 'pay', payoutReference: 'TRX-2' }).idempotencyKey).toBe(
      'key-2',
    );
  });
});
