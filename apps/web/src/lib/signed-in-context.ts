import type { MeResponse } from '@kapital/shared';
import { useOutletContext } from 'react-router';

/** What every signed-in screen can rely on: a verified user whose profile has loaded. */
export interface SignedInContext {
  me: MeResponse;
}

export function useSignedIn(): SignedInContext {
  return useOutletContext<SignedInContext>();
}
