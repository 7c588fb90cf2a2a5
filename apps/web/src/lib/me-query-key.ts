/** Keyed by user id so one user's profile can never be shown to the next one to sign in. */
export function meQueryKey(userId: string) {
  return ['me', userId] as const;
}
