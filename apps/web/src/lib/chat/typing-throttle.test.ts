import { CHAT_TYPING_INTERVAL_MS } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { createTypingThrottle } from './typing-throttle.ts';

describe('createTypingThrottle', () => {
  it('lets one typing note through every two seconds of typing', () => {
    let now = 10_000;
    const due = createTypingThrottle(() => now);
    expect(due()).toBe(true);
    now += 500;
    expect(due()).toBe(false);
    now += CHAT_TYPING_INTERVAL_MS - 501;
    expect(due()).toBe(false);
    now += 1;
    expect(due()).toBe(true);
  });
});
