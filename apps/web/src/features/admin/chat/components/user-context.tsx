import type { ChatConversationSummary, ChatUserContext } from '@kapital/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  adminDepositPath,
  adminUserPath,
  adminWithdrawalPath,
} from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd, humanize, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';

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

function None({ what }: { what: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      No {what} yet
    </Typography>
  );
}

/** Deposits or withdrawals: each number links to its console page, with amount and status. */
function InvoiceLines({
  title,
  what,
  items,
  pathOf,
}: {
  title: string;
  what: string;
  items: readonly { id: string; number: string; amount: string; status: string }[];
  pathOf: (id: string) => string;
}) {
  return (
    <Section title={title}>
      {items.length === 0 ? <None what={what} /> : null}
      {items.map((item) => (
        <Line
          key={item.id}
          label={
            <Link component={RouterLink} to={pathOf(item.id)} underline="always">
              {item.number}
            </Link>
          }
          value={`${formatUsd(item.amount)} · ${humanize(item.status)}`}
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
  const { user } = conversation;
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label="About the user"
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
            label={`KYC ${humanize(context.kycStatus)}`}
            color={kycStatusColor(context.kycStatus)}
            variant="outlined"
          />
          <Chip size="small" label={humanize(context.userStatus)} variant="outlined" />
          {context.userBlock ? <Chip size="small" label="Blocked" color="error" /> : null}
        </Box>
      </Box>
      <Section title="Funds">
        <Line label="Wallet" value={formatUsd(context.funds.wallet)} />
        <Line label="Bonus" value={formatUsd(context.funds.bonus)} />
        <Line label="Profit" value={formatUsd(context.funds.profit)} />
        <Line label="Demo" value={formatUsd(context.funds.demo)} />
      </Section>
      <InvoiceLines
        title="Recent deposits"
        what="deposits"
        items={context.deposits}
        pathOf={adminDepositPath}
      />
      <InvoiceLines
        title="Recent withdrawals"
        what="withdrawals"
        items={context.withdrawals}
        pathOf={adminWithdrawalPath}
      />
      <Section title="Recent positions">
        {context.positions.length === 0 ? <None what="positions" /> : null}
        {context.positions.map((position) => (
          <Line
            key={position.id}
            label={`${position.symbol} ${position.side === 'buy' ? 'Buy' : 'Sell'}${position.mode === 'demo' ? ' (demo)' : ''}`}
            value={
              <span title={formatDateTime(position.date)}>
                {formatUsd(position.amount)} · {humanize(position.status)}
              </span>
            }
          />
        ))}
      </Section>
    </Paper>
  );
}
