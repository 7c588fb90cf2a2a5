import type { ChatConversationSummary, ChatUserContext } from '@kapital/shared';
import type { DepositStatus, WithdrawalStatus } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  adminDepositPath,
  adminUserPath,
  adminWithdrawalPath,
} from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd, humanize, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useAdminChatText } from '../i18n.ts';

type PositionStatus = ChatUserContext['positions'][number]['status'];

/** The KYC chip: the state of the user's latest submission (keys of admin-chat.json). */
const KYC_LABELS = {
  none: 'user.kyc.none',
  pending: 'user.kyc.pending',
  approved: 'user.kyc.approved',
  rejected: 'user.kyc.rejected',
} as const satisfies Record<ChatUserContext['kycStatus'], string>;

/** The states of deposits, withdrawals and positions, in words (keys of admin-chat.json). */
const STATUS_LABELS = {
  pending: 'user.status.pending',
  submitted: 'user.status.submitted',
  approved: 'user.status.approved',
  rejected: 'user.status.rejected',
  expired: 'user.status.expired',
  cancelled: 'user.status.cancelled',
  paid: 'user.status.paid',
  open: 'user.status.open',
  closed: 'user.status.closed',
} as const satisfies Record<DepositStatus | WithdrawalStatus | PositionStatus, string>;

/** The account's state in words; one the console does not know yet, as the server names it. */
function userStatusLabel(status: string, t: TFunction<'admin-chat'>): string {
  if (status === 'active') return t('user.userStatus.active');
  if (status === 'banned') return t('user.userStatus.banned');
  return humanize(status);
}

/** A position as the side panel names it: 'BTCUSDT Buy', 'ETHUSDT Sell (demo)'. */
function positionLabel(
  position: ChatUserContext['positions'][number],
  t: TFunction<'admin-chat'>,
): string {
  const symbol = position.symbol;
  if (position.mode === 'demo') {
    return position.side === 'buy'
      ? t('user.position.buyDemo', { symbol })
      : t('user.position.sellDemo', { symbol });
  }
  return position.side === 'buy'
    ? t('user.position.buy', { symbol })
    : t('user.position.sell', { symbol });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Line({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }} noWrap>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

function None({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

/** Deposits or withdrawals: each number links to its console page, with amount and status. */
function InvoiceLines({
  title,
  emptyText,
  items,
  pathOf,
}: {
  title: string;
  emptyText: string;
  items: readonly {
    id: string;
    number: string;
    amount: string;
    status: DepositStatus | WithdrawalStatus;
  }[];
  pathOf: (id: string) => string;
}) {
  const { t } = useAdminChatText();
  return (
    <Section title={title}>
      {items.length === 0 ? <None text={emptyText} /> : null}
      {items.map((item) => (
        <Line
          key={item.id}
          label={
            <Link component={RouterLink} to={pathOf(item.id)} underline="always">
              {item.number}
            </Link>
          }
          value={t('user.amountAndStatus', {
            amount: formatUsd(item.amount),
            status: t(STATUS_LABELS[item.status]),
          })}
        />
      ))}
    </Section>
  );
}

/**
 * Beside a conversation: who the user is and where their money stands (KYC, funds, the latest
 * deposits, withdrawals and positions), each with a link to its console page.
 */
export function UserContext({
  conversation,
  context,
}: {
  conversation: ChatConversationSummary;
  context: ChatUserContext;
}) {
  const { t } = useAdminChatText();
  const { user } = conversation;
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={t('user.label')}
      data-testid="chat-user-context"
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={adminUserPath(user.id)}
          variant="subtitle1"
          fontWeight={600}
        >
          {user.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <Chip
            size="small"
            label={t(KYC_LABELS[context.kycStatus])}
            color={kycStatusColor(context.kycStatus)}
            variant="outlined"
          />
          <Chip size="small" label={userStatusLabel(context.userStatus, t)} variant="outlined" />
          {context.userBlock ? <Chip size="small" label={t('user.blocked')} color="error" /> : null}
        </Box>
      </Box>
      <Section title={t('user.funds')}>
        <Line label={t('user.wallet')} value={formatUsd(context.funds.wallet)} />
        <Line label={t('user.bonus')} value={formatUsd(context.funds.bonus)} />
        <Line label={t('user.profit')} value={formatUsd(context.funds.profit)} />
        <Line label={t('user.demo')} value={formatUsd(context.funds.demo)} />
      </Section>
      <InvoiceLines
        title={t('user.recentDeposits')}
        emptyText={t('user.noDeposits')}
        items={context.deposits}
        pathOf={adminDepositPath}
      />
      <InvoiceLines
        title={t('user.recentWithdrawals')}
        emptyText={t('user.noWithdrawals')}
        items={context.withdrawals}
        pathOf={adminWithdrawalPath}
      />
      <Section title={t('user.recentPositions')}>
        {context.positions.length === 0 ? <None text={t('user.noPositions')} /> : null}
        {context.positions.map((position) => (
          <Line
            key={position.id}
            label={positionLabel(position, t)}
            value={
              <span title={formatDateTime(position.date)}>
                {t('user.amountAndStatus', {
                  amount: formatUsd(position.amount),
                  status: t(STATUS_LABELS[position.status]),
                })}
              </span>
            }
          />
        ))}
      </Section>
    </Paper>
  );
}
