import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toast.ts';

afterEach(() => {
  for (const entry of getToasts()) dismissToast(entry.id);
});

describe('toast', () => {
  it('queues messages in order with their severity', () => {
    toast.success('Saved');
    toast.error('Could not sign out');
    expect(getToasts().map(({ message, severity }) => [message, severity])).toEqual([
      ['Saved', 'success'],
      ['Could not sign out', 'error'],
    ]);
  });

  it('keeps only the newest three waiting', () => {
    for (const message of ['1', '2', '3', '4']) toast.info(message);
    expect(getToasts().map((entry) => entry.message)).toEqual(['2', '3', '4']);
  });

  it('dismisses one message by id and tells subscribers of each change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const first = toast.warning('First');
    toast.warning('Second');
    dismissToast(first);
    expect(getToasts().map((entry) => entry.message)).toEqual(['Second']);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toast.info('Unheard');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
