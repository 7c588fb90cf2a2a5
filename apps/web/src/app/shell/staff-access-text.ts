import type { MeResponse } from '@kapital/shared';
import type { TFunction } from 'i18next';
import { formatTimeOfDay } from '@/lib/format-date.ts';

export type StaffAccess = NonNullable<MeResponse['staffAccess']>;

/** What the staff-access banner says: whose account this is, who is viewing it, and until when. */
export function staffAccessBannerText(
  t: TFunction<'shell'>,
  userName: string,
  { staffUserName, expiresAt }: StaffAccess,
): { title: string; detail: string } {
  const until = formatTimeOfDay(Date.parse(expiresAt) / 1_000);
  return {
    title: t('staffAccess.title', { userName }),
    detail: t('staffAccess.detail', { staffUserName, until }),
  };
}
