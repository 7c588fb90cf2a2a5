/**
 * What loads on the bell's first open or with the /notifications page: one module for both, so
 * they share one chunk and the entry's preload list gains one name, not three (every name there
 * is paid on the sign-in page; docs/decisions/008-bundle-budget.md).
 */
export { NotificationsPopup } from './notifications-popup.tsx';
export { NotificationsScreen } from './notifications-screen.tsx';
