/** Every route path of the web app; screens link through these, never through string literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerWithReferral: '/register/:slug',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Staff access as a user: the page the console's one-time link opens, and where it stays. */
  loginAdmin: '/login-admin',
  loginAdminLink: '/login-admin/:username/:token',

  // The signed-in shell (seed section 2); the misspelt ones are kept as the seed has them.
  profile: '/profile',
  updateProfile: '/update-profile',
  changePassword: '/change-password',
  dataBank: '/data-bank',
  security: '/security',
  /** Every notice, a page at a time; the header's bell shows the newest. */
  notifications: '/notifications',
  kyc: '/kyc-user',
  investment: '/investment',
  addInvestment: '/add-investment',
  addInvestmentPackage: '/add-investment/:slug',
  withdrawalInvoices: '/invoice-wd',
  withdrawalInvoice: '/invoice-wd/:slug',
  investmentInvoices: '/invoice',
  investmentInvoice: '/invoice/:slug',
  balanceInvoices: '/invoice-balance',
  balanceInvoice: '/invoice-balance/:slug',
  fundsBonus: '/funds-bonus',
  fundsProfit: '/funds-profit',
  withdrawalBonus: '/withdrawal-bonus',
  withdrawalProfit: '/withdrawal-profit',
  wallet: '/wallet',
  addBalance: '/add-balance',
  withdrawal: '/withdrawal',
  trade: '/trade',
  tradePair: '/trade/:sym/:name',
  onTrade: '/on-trade',
  historyTrade: '/history-trade',
  referrals: '/refferals',
  /** The correct spelling, redirected to the seed's. */
  referralsRedirect: '/referrals',
} as const;

/** /trade/{sym}/{name}, e.g. /trade/BTC/bitcoin. */
export function tradePairPath(symbol: string, name: string): string {
  return `/trade/${encodeURIComponent(symbol)}/${encodeURIComponent(name)}`;
}

/** The seed's default trade link. */
export const defaultTradePath = tradePairPath('BTC', 'bitcoin');
