import { paths } from '@/config/paths.ts';

/**
 * The in-app path a notice links to. The server writes `link`; anything but a same-origin path
 * (another site, `//host`, `javascript:`) goes to the notices list instead of leaving Kapital.
 */
export function notificationTarget(link: string): string {
  const trimmed = link.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) {
    return paths.notifications;
  }
  return trimmed;
}
