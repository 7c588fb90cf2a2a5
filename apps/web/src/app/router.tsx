import { type ComponentType, isValidElement, lazy, useState } from 'react';
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { defaultTradePath, paths } from '@/config/paths.ts';
import { loadChunk } from '@/lib/chunk-load.ts';
import { GuestLayout } from './routes/guest-layout.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** How to start downloading each lazy screen, by its component. */
const preloaders = new Map<unknown, () => Promise<unknown>>();

/**
 * A screen in a chunk of its own, downloaded the first time it is shown. A failed or slow
 * download becomes a ChunkLoadError, which RouteErrorBoundary shows with a way to reload.
 * A screen whose code is in already renders at once, without suspending: a page drawn on the
 * server hydrates in one pass once main.tsx has loaded its screens (a part still suspended
 * when an update arrives would be thrown away and drawn again).
 */
function lazyScreen<Props extends object = Record<string, never>>(
  chunkId: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () => {
    loading ??= loadChunk(chunkId, async () => {
      loaded = await load();
      return { default: loaded };
    });
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function Screen(props: Props) {
    // Chosen once per mount: switching from one to the other would mount the screen anew.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  preloaders.set(Screen, loadOnce);
  return Screen;
}

// One line per screen, so the sign-in page downloads none of the signed-in app.
export const LoginRoute = lazyScreen(
  'login',
  async () => (await import('./routes/auth/login.tsx')).LoginRoute,
);
export const RegisterRoute = lazyScreen(
  'register',
  async () => (await import('./routes/auth/register.tsx')).RegisterRoute,
);
export const ForgotPasswordRoute = lazyScreen(
  'forgot-password',
  async () => (await import('./routes/auth/forgot-password.tsx')).ForgotPasswordRoute,
);
const ResetPasswordRoute = lazyScreen(
  'reset-password',
  async () => (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute,
);
// The console's staff-access link: its own chunk, so nothing of it loads with /login.
const LoginAdminRoute = lazyScreen(
  'login-admin',
  async () => (await import('./routes/auth/login-admin.tsx')).LoginAdminRoute,
);
const AppRoot = lazyScreen('app', async () => (await import('./routes/app/root.tsx')).AppRoot);
// In the signed-in area's chunk: the customer's shell comes with it.
const UserShell = lazyScreen(
  'user-shell',
  async () => (await import('./routes/app/root.tsx')).UserShell,
);
export const DashboardRoute = lazyScreen(
  'dashboard',
  async () => (await import('./routes/app/dashboard.tsx')).DashboardRoute,
);
const ProfileRoute = lazyScreen(
  'profile',
  async () => (await import('./routes/app/profile.tsx')).ProfileRoute,
);
const UpdateProfileRoute = lazyScreen(
  'update-profile',
  async () => (await import('./routes/app/update-profile.tsx')).UpdateProfileRoute,
);
const ChangePasswordRoute = lazyScreen(
  'change-password',
  async () => (await import('./routes/app/change-password.tsx')).ChangePasswordRoute,
);
const SecurityRoute = lazyScreen(
  'security',
  async () => (await import('./routes/app/security.tsx')).SecurityRoute,
);
const NotificationsRoute = lazyScreen(
  'notifications',
  async () => (await import('./routes/app/notifications.tsx')).NotificationsRoute,
);
const KycRoute = lazyScreen('kyc', async () => (await import('./routes/app/kyc.tsx')).KycRoute);
const ReferralsRoute = lazyScreen(
  'referrals',
  async () => (await import('./routes/app/referrals.tsx')).ReferralsRoute,
);
// Money: bank details, add balance, withdrawals, funds, wallet and their invoices.
const BankRoute = lazyScreen(
  'data-bank',
  async () => (await import('./routes/app/data-bank.tsx')).BankRoute,
);
const AddBalanceRoute = lazyScreen(
  'add-balance',
  async () => (await import('./routes/app/add-balance.tsx')).AddBalanceRoute,
);
const BalanceInvoicesRoute = lazyScreen(
  'balance-invoices',
  async () => (await import('./routes/app/balance-invoices.tsx')).BalanceInvoicesRoute,
);
const BalanceInvoiceRoute = lazyScreen(
  'balance-invoice',
  async () => (await import('./routes/app/balance-invoices.tsx')).BalanceInvoiceRoute,
);
const WithdrawalRoute = lazyScreen(
  'withdrawal',
  async () => (await import('./routes/app/withdrawal.tsx')).WithdrawalRoute,
);
const WithdrawalInvoicesRoute = lazyScreen(
  'withdrawal-invoices',
  async () => (await import('./routes/app/withdrawal-invoices.tsx')).WithdrawalInvoicesRoute,
);
const WithdrawalInvoiceRoute = lazyScreen(
  'withdrawal-invoice',
  async () => (await import('./routes/app/withdrawal-invoices.tsx')).WithdrawalInvoiceRoute,
);
// Investments: the packages, investing, the investments and their invoices.
const AddInvestmentRoute = lazyScreen(
  'add-investment',
  async () => (await import('./routes/app/add-investment.tsx')).AddInvestmentRoute,
);
const AddInvestmentPackageRoute = lazyScreen(
  'add-investment-package',
  async () => (await import('./routes/app/add-investment.tsx')).AddInvestmentPackageRoute,
);
export const InvestmentRoute = lazyScreen(
  'investment',
  async () => (await import('./routes/app/investment.tsx')).InvestmentRoute,
);
const InvestmentInvoicesRoute = lazyScreen(
  'investment-invoices',
  async () => (await import('./routes/app/investment-invoices.tsx')).InvestmentInvoicesRoute,
);
const InvestmentInvoiceRoute = lazyScreen(
  'investment-invoice',
  async () => (await import('./routes/app/investment-invoices.tsx')).InvestmentInvoiceRoute,
);
const FundRoute = lazyScreen(
  'funds',
  async () => (await import('./routes/app/funds.tsx')).FundRoute,
);
export const WalletRoute = lazyScreen(
  'wallet',
  async () => (await import('./routes/app/wallet.tsx')).WalletRoute,
);
// Trading: the chart library downloads with the chart, inside this screen's own chunks.
export const TradeRoute = lazyScreen(
  'trade',
  async () => (await import('./routes/app/trade.tsx')).TradeRoute,
);
const OnTradeRoute = lazyScreen(
  'on-trade',
  async () => (await import('./routes/app/on-trade.tsx')).OnTradeRoute,
);
const HistoryTradeRoute = lazyScreen(
  'history-trade',
  async () => (await import('./routes/app/history-trade.tsx')).HistoryTradeRoute,
);
// The admin console: its own section, one chunk per page, never in the entry or the dashboard.
const AdminLayout = lazyScreen(
  'admin',
  async () => (await import('./routes/admin/layout.tsx')).AdminLayout,
);
const AdminIndexRoute = lazyScreen(
  'admin-overview',
  async () => (await import('./routes/admin/index.tsx')).AdminIndexRoute,
);
const AdminUsersRoute = lazyScreen(
  'admin-users',
  async () => (await import('./routes/admin/users.tsx')).AdminUsersRoute,
);
const AdminUserRoute = lazyScreen(
  'admin-user',
  async () => (await import('./routes/admin/user.tsx')).AdminUserRoute,
);
const AdminSettingsRoute = lazyScreen(
  'admin-settings',
  async () => (await import('./routes/admin/settings.tsx')).AdminSettingsRoute,
);
const AdminKycRoute = lazyScreen(
  'admin-kyc',
  async () => (await import('./routes/admin/kyc.tsx')).AdminKycRoute,
);
const AdminKycSubmissionRoute = lazyScreen(
  'admin-kyc-submission',
  async () => (await import('./routes/admin/kyc-submission.tsx')).AdminKycSubmissionRoute,
);
const AdminPaymentMethodsRoute = lazyScreen(
  'admin-payment-methods',
  async () => (await import('./routes/admin/payment-methods.tsx')).AdminPaymentMethodsRoute,
);
const AdminPackagesRoute = lazyScreen(
  'admin-packages',
  async () => (await import('./routes/admin/packages.tsx')).AdminPackagesRoute,
);
const AdminInvestmentsRoute = lazyScreen(
  'admin-investments',
  async () => (await import('./routes/admin/investments.tsx')).AdminInvestmentsRoute,
);
const AdminTradingRoute = lazyScreen(
  'admin-trading',
  async () => (await import('./routes/admin/trading.tsx')).AdminTradingRoute,
);
const AdminDepositsRoute = lazyScreen(
  'admin-deposits',
  async () => (await import('./routes/admin/deposits.tsx')).AdminDepositsRoute,
);
const AdminDepositRoute = lazyScreen(
  'admin-deposit',
  async () => (await import('./routes/admin/deposit.tsx')).AdminDepositRoute,
);
const AdminWithdrawalsRoute = lazyScreen(
  'admin-withdrawals',
  async () => (await import('./routes/admin/withdrawals.tsx')).AdminWithdrawalsRoute,
);
const AdminWithdrawalRoute = lazyScreen(
  'admin-withdrawal',
  async () => (await import('./routes/admin/withdrawal.tsx')).AdminWithdrawalRoute,
);
const AdminReferralsRoute = lazyScreen(
  'admin-referrals',
  async () => (await import('./routes/admin/referrals.tsx')).AdminReferralsRoute,
);
const AdminChatRoute = lazyScreen(
  'admin-chat',
  async () => (await import('./routes/admin/chat.tsx')).AdminChatRoute,
);
const AdminAuditRoute = lazyScreen(
  'admin-audit',
  async () => (await import('./routes/admin/audit.tsx')).AdminAuditRoute,
);
export const NotFoundRoute = lazyScreen(
  'not-found',
  async () => (await import('./routes/not-found.tsx')).NotFoundRoute,
);

/** The customer's screens, in the seed's authenticated shell (section 2). */
function signedInRoutes(): RouteObject[] {
  return [
    { index: true, element: <DashboardRoute /> },
    { path: paths.profile, element: <ProfileRoute /> },
    { path: paths.updateProfile, element: <UpdateProfileRoute /> },
    { path: paths.changePassword, element: <ChangePasswordRoute /> },
    { path: paths.dataBank, element: <BankRoute /> },
    { path: paths.security, element: <SecurityRoute /> },
    { path: paths.notifications, element: <NotificationsRoute /> },
    { path: paths.kyc, element: <KycRoute /> },
    { path: paths.investment, element: <InvestmentRoute /> },
    {
      path: paths.addInvestment,
      children: [
        { index: true, element: <AddInvestmentRoute /> },
        { path: paths.addInvestmentPackage, element: <AddInvestmentPackageRoute /> },
      ],
    },
    {
      path: paths.withdrawalInvoices,
      children: [
        { index: true, element: <WithdrawalInvoicesRoute /> },
        { path: paths.withdrawalInvoice, element: <WithdrawalInvoiceRoute /> },
      ],
    },
    {
      path: paths.investmentInvoices,
      children: [
        { index: true, element: <InvestmentInvoicesRoute /> },
        { path: paths.investmentInvoice, element: <InvestmentInvoiceRoute /> },
      ],
    },
    {
      path: paths.balanceInvoices,
      children: [
        { index: true, element: <BalanceInvoicesRoute /> },
        { path: paths.balanceInvoice, element: <BalanceInvoiceRoute /> },
      ],
    },
    { path: paths.fundsBonus, element: <FundRoute fund="bonus" /> },
    { path: paths.fundsProfit, element: <FundRoute fund="profit" /> },
    { path: paths.withdrawalBonus, element: <WithdrawalRoute source="bonus" /> },
    { path: paths.withdrawalProfit, element: <WithdrawalRoute source="profit" /> },
    { path: paths.wallet, element: <WalletRoute /> },
    { path: paths.addBalance, element: <AddBalanceRoute /> },
    { path: paths.withdrawal, element: <WithdrawalRoute source="wallet" /> },
    { path: paths.trade, element: <Navigate to={defaultTradePath} replace /> },
    { path: paths.tradePair, element: <TradeRoute /> },
    { path: paths.onTrade, element: <OnTradeRoute /> },
    { path: paths.historyTrade, element: <HistoryTradeRoute /> },
    { path: paths.referrals, element: <ReferralsRoute /> },
    { path: paths.referralsRedirect, element: <Navigate to={paths.referrals} replace /> },
  ];
}

/**
 * React Router's declarative mode: the data router (loaders, actions, route `lazy`) costs about
 * 16 KB more on every page (docs/decisions/008-bundle-budget.md). While a screen's chunk
 * downloads, the nearest <Suspense> (RootLayout's, or the signed-in area's) shows a spinner.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.register, element: <RegisterRoute /> },
          { path: paths.registerWithReferral, element: <RegisterRoute /> },
        ],
      },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      // Not a guest page: a signed-in browser is told to use another one, and the link is kept.
      { path: paths.loginAdminLink, element: <LoginAdminRoute /> },
      { path: paths.loginAdmin, element: <LoginAdminRoute /> },
      {
        path: paths.home,
        element: <AppRoot />,
        children: [
          { element: <UserShell />, children: signedInRoutes() },
          // The console: the same sign-in, a shell of its own.
          {
            path: 'admin',
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminIndexRoute /> },
              { path: 'users', element: <AdminUsersRoute /> },
              { path: 'users/:userId', element: <AdminUserRoute /> },
              { path: 'settings', element: <AdminSettingsRoute /> },
              { path: 'kyc', element: <AdminKycRoute /> },
              { path: 'kyc/:submissionId', element: <AdminKycSubmissionRoute /> },
              { path: 'payment-methods', element: <AdminPaymentMethodsRoute /> },
              { path: 'packages', element: <AdminPackagesRoute /> },
              { path: 'investments', element: <AdminInvestmentsRoute /> },
              { path: 'trading', element: <AdminTradingRoute /> },
              { path: 'deposits', element: <AdminDepositsRoute /> },
              { path: 'deposits/:depositId', element: <AdminDepositRoute /> },
              { path: 'withdrawals', element: <AdminWithdrawalsRoute /> },
              { path: 'withdrawals/:withdrawalId', element: <AdminWithdrawalRoute /> },
              { path: 'referrals', element: <AdminReferralsRoute /> },
              { path: 'chat', element: <AdminChatRoute /> },
              { path: 'audit', element: <AdminAuditRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Starts downloading the screens an address shows, so that they arrive while the session is
 * being checked rather than after it; settles when they are in (or failed).
 */
export function preloadScreens(pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const preload = isValidElement(route.element) ? preloaders.get(route.element.type) : null;
    // A failure shows once the screen renders: RouteErrorBoundary catches it there.
    return preload?.().catch(() => undefined);
  });
  return Promise.all(loads);
}

/** Every screen, by the address: inside BrowserRouter here, StaticRouter on the server. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes />
    </RouteErrorBoundary>
  );
}

function Routes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    // Without transitions a screen whose chunk is still downloading suspends at once, so the
    // spinner overlay shows for a slow download; in a transition React would keep the last
    // screen up with no sign that anything is happening.
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
