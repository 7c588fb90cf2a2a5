import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCard from '@mui/icons-material/AddCardOutlined';
import CallMade from '@mui/icons-material/CallMadeOutlined';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import CardGiftcard from '@mui/icons-material/CardGiftcardOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import Output from '@mui/icons-material/OutputOutlined';
import Paid from '@mui/icons-material/PaidOutlined';
import PersonAdd from '@mui/icons-material/PersonAddOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Savings from '@mui/icons-material/SavingsOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import ShowChart from '@mui/icons-material/ShowChartOutlined';
import Timeline from '@mui/icons-material/TimelineOutlined';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import Wallet from '@mui/icons-material/WalletOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * The icon of every menu entry, by its key in menu-items.ts. Sub-entries have icons too: a
 * collapsed sidebar shows nothing else.
 */
export const MENU_ICONS: Record<string, typeof SvgIcon> = {
  dashboard: Dashboard,
  settings: Settings,
  profile: Person,
  bank: AccountBalance,
  password: Key,
  security: Security,
  kyc: VerifiedUser,
  investment: TrendingUp,
  trade: CandlestickChart,
  'trade-pair': ShowChart,
  'on-trade': Timeline,
  'history-trade': History,
  funds: Savings,
  'funds-bonus': CardGiftcard,
  'funds-profit': Paid,
  'withdrawal-bonus': Output,
  'withdrawal-profit': CallMade,
  wallet: AccountBalanceWallet,
  'wallet-balance': Wallet,
  'add-balance': AddCard,
  withdrawal: Output,
  network: Hub,
  referrals: PersonAdd,
};
