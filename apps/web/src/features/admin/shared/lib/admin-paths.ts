/** The admin console's addresses. Kept apart from config/paths.ts: the console is its own section. */
export const adminPaths = {
  root: '/admin',
  users: '/admin/users',
  user: '/admin/users/:userId',
  kyc: '/admin/kyc',
  kycSubmission: '/admin/kyc/:submissionId',
  settings: '/admin/settings',
  paymentMethods: '/admin/payment-methods',
  packages: '/admin/packages',
  investments: '/admin/investments',
  trading: '/admin/trading',
  deposits: '/admin/deposits',
  deposit: '/admin/deposits/:depositId',
  withdrawals: '/admin/withdrawals',
  withdrawal: '/admin/withdrawals/:withdrawalId',
  referrals: '/admin/referrals',
  audit: '/admin/audit',
  /** The support inbox: live chat conversations, for admins and support staff. */
  chat: '/admin/chat',
} as const;

export function adminUserPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}`;
}

export function adminKycPath(submissionId: string): string {
  return `/admin/kyc/${encodeURIComponent(submissionId)}`;
}

export function adminDepositPath(depositId: string): string {
  return `/admin/deposits/${encodeURIComponent(depositId)}`;
}

export function adminWithdrawalPath(withdrawalId: string): string {
  return `/admin/withdrawals/${encodeURIComponent(withdrawalId)}`;
}
