import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import CallMade from '@mui/icons-material/CallMadeOutlined';
import CallReceived from '@mui/icons-material/CallReceivedOutlined';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Savings from '@mui/icons-material/SavingsOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminPaths } from '../lib/admin-paths.ts';
import type { Role } from '../lib/staff.ts';

interface NavEntry {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** The overview is active at /admin only; the others for their whole subtree. */
  exact?: boolean;
}

const ADMIN_NAV: NavEntry[] = [
  { label: 'Overview', to: adminPaths.root, icon: Dashboard, exact: true },
  { label: 'Users', to: adminPaths.users, icon: People },
  { label: 'KYC', to: adminPaths.kyc, icon: VerifiedUser },
  { label: 'Deposits', to: adminPaths.deposits, icon: CallReceived },
  { label: 'Withdrawals', to: adminPaths.withdrawals, icon: CallMade },
  { label: 'Investments', to: adminPaths.investments, icon: TrendingUp },
  { label: 'Packages', to: adminPaths.packages, icon: Savings },
  { label: 'Trading', to: adminPaths.trading, icon: CandlestickChart },
  { label: 'Payment methods', to: adminPaths.paymentMethods, icon: AccountBalance },
  { label: 'Settings', to: adminPaths.settings, icon: Settings },
  { label: 'Audit log', to: adminPaths.audit, icon: History },
];

const SUPPORT_NAV: NavEntry[] = [
  { label: 'Support inbox', to: adminPaths.root, icon: Forum, exact: true },
];

export function consoleNavFor(role: Role): NavEntry[] {
  return role === 'admin' ? ADMIN_NAV : SUPPORT_NAV;
}

function isActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entry.exact ? path === entry.to : path === entry.to || path.startsWith(`${entry.to}/`);
}

/**
 * The console's own navigation, in the sidebar's look: a list beside the page on a wide
 * screen, a row of scrollable pills above it on a phone.
 */
export function AdminNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const entries = consoleNavFor(role);
  return (
    <Box component="nav" aria-label="Admin console">
      <Paper
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' }, borderRadius: 3, overflow: 'hidden' }}
      >
        <Typography
          variant="overline"
          component="p"
          sx={{ px: 2.5, pt: 1.5, color: 'text.secondary', fontWeight: 700 }}
        >
          Admin console
        </Typography>
        <List sx={{ pt: 0 }}>
          {entries.map((entry) => {
            const active = isActive(entry, pathname);
            const Icon = entry.icon;
            return (
              <ListItem key={entry.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={entry.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  sx={{ minHeight: 44, px: 2.5 }}
                >
                  <ListItemIcon
                    sx={{ minWidth: 0, mr: 2, color: active ? 'primary.main' : undefined }}
                  >
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={entry.label}
                    sx={{ m: 0 }}
                    slotProps={{ primary: { sx: { fontWeight: active ? 600 : undefined } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box
        component="ul"
        sx={{
          display: { xs: 'flex', md: 'none' },
          gap: 1,
          m: 0,
          p: 0,
          pb: 1,
          listStyle: 'none',
          flexWrap: 'wrap',
        }}
      >
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          const Icon = entry.icon;
          return (
            <Box component="li" key={entry.to} sx={{ flexShrink: 0 }}>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{
                  borderRadius: 5,
                  border: 1,
                  borderColor: active ? 'primary.main' : 'divider',
                  px: 1.5,
                  py: 0.75,
                  gap: 1,
                  minHeight: 40,
                }}
              >
                <Icon fontSize="small" sx={{ color: active ? 'primary.main' : 'text.secondary' }} />
                <Typography variant="body2" sx={{ fontWeight: active ? 600 : 500 }}>
                  {entry.label}
                </Typography>
              </ListItemButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
