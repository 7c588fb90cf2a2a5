import type { MyCommissionStatus } from '@kapital/shared';

/** How each commission status reads on its badge, and the badge's colour. */
export const COMMISSION_STATUS_SHOWN: Record<
  MyCommissionStatus,
  { label: string; color: 'success' | 'warning' | 'default' }
> = {
  paid: { label: 'Paid', color: 'success' },
  held: { label: 'Held', color: 'warning' },
  rejected: { label: 'Rejected', color: 'default' },
};
