/** The first element of every notification query's key: the socket's news refreshes all of them. */
export const NOTIFICATIONS_QUERY_ROOT = 'notifications';

/** Notices per page, on the /notifications page and in the bell's list (one shared first page). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Every page of one user's notices; keyed by user so one user's notices never show to the next. */
export const notificationsQueryRoot = (userId: string) =>
  [NOTIFICATIONS_QUERY_ROOT, userId] as const;

export const notificationsPageQueryKey = (userId: string, page: number) =>
  [...notificationsQueryRoot(userId), page, NOTIFICATIONS_PAGE_SIZE] as const;
