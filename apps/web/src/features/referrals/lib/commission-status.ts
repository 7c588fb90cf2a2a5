import type { MyCommissionStatus } from '@kapital/shared';
import type { ParseKeys } from 'i18next';

/** How each commission status reads on its badge, and the badge's colour. */
export const COMMISSION_STATUS_SHOWN: Record<
  MyCommissionStatus,
  { labelKey: ParseKeys<'referrals'>; color: 'success' | 'warning' | 'default' }
> = {
  paid: { labelKey: 'commissions.statuses.paid', color: 'success' },
  held: { labelKey: 'commissions.statuses.held', color: 'warning' },
  rejected: { labelKey: 'commissions.statuses.rejected', color: 'default' },
};
