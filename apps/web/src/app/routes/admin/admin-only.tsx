import type { ReactNode } from 'react';
import { isAdmin } from '@/features/admin/shared/lib/staff.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { NotAllowed } from './layout.tsx';

/** A console page for admins only: support staff are told they cannot open it. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { me } = useSignedIn();
  return isAdmin(me.profile.role) ? children : <NotAllowed />;
}
