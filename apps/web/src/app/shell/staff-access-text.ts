import type { MeResponse } from '@kapital/shared';
import { formatTimeOfDay } from '@/lib/format-date.ts';

export type StaffAccess = NonNullable<MeResponse['staffAccess']>;

/** What the staff-access banner says: whose account this is, who is viewing it, and until when. */
export function staffAccessBannerText(
  userName: string,
  { staffUserName, expiresAt }: StaffAccess,
): { title: string; detail: string } {
  const until = formatTimeOfDay(Date.parse(expiresAt) / 1_000);
  return {
    title: `Viewing as @${userName}`,
    detail: `Staff access by @${staffUserName} until ${until}, read-only.`,
  };
}
