import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mutationsSettled } from './mutations-settled.ts';

describe('mutationsSettled', () => {
  it('resolves at once when nothing is in flight', async () => {
    await expect(mutationsSettled(new QueryClient())).resolves.toBeUndefined();
  });

  it('waits for a mutation in flight, such as a password change about to set a new cookie', async () => {
    const queryClient = new QueryClient();
    let finish = () => {};
    const running = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      })
      .execute(undefined);
    let settled = false;
    const waiting = mutationsSettled(queryClient).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    finish();
    await running;
    await waiting;
    expect(settled).toBe(true);
  });
});
