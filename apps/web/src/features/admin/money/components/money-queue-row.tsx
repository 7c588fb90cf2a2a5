import type { InvoiceCustomer } from '@kapital/shared';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status.ts';

/** What every deposit and withdrawal in a queue has. */
interface MoneyQueueItem {
  number: string;
  customer: InvoiceCustomer;
  createdAt: string;
  amount: { usd: string };
  status: InvoiceStatus;
}

interface MoneyQueueRowProps {
  item: MoneyQueueItem;
  to: string;
  testId: string;
  /** How the money moves: the deposit's method or the withdrawal's source. */
  via: string;
  /** An extra line under the details, e.g. that a proof is attached. */
  note?: ReactNode;
}

/** One deposit or withdrawal in a staff queue: number and customer, amount, status. */
export function MoneyQueueRow({ item, to, testId, via, note }: MoneyQueueRowProps) {
  const { number, customer, createdAt, amount, status } = item;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={to}
        data-testid={testId}
        sx={{
          width: '100%',
          display: 'grid',
          gap: { xs: 0.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) auto',
            sm: 'minmax(0, 1fr) auto auto',
          },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {number}
            </Box>{' '}
            · {customer.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {customer.email} · {via} · {formatDateTime(createdAt)}
          </Typography>
          {note}
        </Box>
        <Typography
          sx={{
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
            gridRow: { xs: 2, sm: 'auto' },
          }}
        >
          {formatUsd(amount.usd)}
        </Typography>
        <Box sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}>
          <InvoiceStatusChip status={status} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
