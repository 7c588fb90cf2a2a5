/** The admin console's addresses. Kept apart from config/paths.ts: the console is its own section. */
export const adminPaths = {
  root: '/admin',
  users: '/admin/users',
  user: '/admin/users/:userId',
  kyc: '/admin/kyc',
  kycSubmission: '/admin/kyc/:submissionId',
  settings: '/admin/settings',
  audit: '/admin/audit',
} as const;

export function adminUserPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}`;
}

export function adminKycPath(submissionId: string): string {
  return `/admin/kyc/${encodeURIComponent(submissionId)}`;
}
