import type { QueryClient } from '@tanstack/react-query';

/** Resolves once no mutation of the client is in flight (at once when none is). */
export function mutationsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isMutating() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
