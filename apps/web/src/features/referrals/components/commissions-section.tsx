import type { MyCommission } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import Savings from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { useReferralCommissions } from '../api/get-referral-commissions.ts';
import { useReferralsText } from '../i18n.ts';
import { COMMISSION_STATUS_SHOWN } from '../lib/commission-status.ts';
import { ReferralListSection } from './referral-list-section.tsx';

const usd = (amount: string) => `${formatAmount(amount)} ${BASE_CURRENCY}`;

function StatusBadge({ status }: { status: MyCommission['status'] }) {
  const { t } = useReferralsText();
  const { labelKey, color } = COMMISSION_STATUS_SHOWN[status];
  return <Chip size="small" label={t(labelKey)} color={color} data-testid="commission-status" />;
}

function CommissionsTable({ items }: { items: MyCommission[] }) {
  const { t } = useReferralsText();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('commissions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('commissions.date')}</TableCell>
            <TableCell>{t('commissions.from')}</TableCell>
            <TableCell>{t('commissions.level')}</TableCell>
            <TableCell align="right">{t('commissions.deposit')}</TableCell>
            <TableCell align="right">{t('commissions.commission')}</TableCell>
            <TableCell>{t('commissions.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((commission, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own
            <TableRow key={index} data-testid="referral-commission">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(commission.createdAt)}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{commission.from}</TableCell>
              <TableCell>{commission.level}</TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {usd(commission.depositAmount)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
              >
                {usd(commission.amount)}
              </TableCell>
              <TableCell>
                <StatusBadge status={commission.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CommissionCards({ items }: { items: MyCommission[] }) {
  const { t } = useReferralsText();
  return (
    <List
      aria-label={t('commissions.title')}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {items.map((commission, index) => (
        <ListItem
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own
          key={index}
          divider={index < items.length - 1}
          data-testid="referral-commission"
          sx={{ display: 'block', py: 1.5 }}
        >
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {usd(commission.amount)}
            </Typography>
            <StatusBadge status={commission.status} />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Trans
              t={t}
              i18nKey="commissions.levelFrom"
              values={{ level: commission.level, from: commission.from }}
              components={{ from: <Box component="span" sx={{ fontFamily: 'monospace' }} /> }}
            />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('commissions.depositOf', {
              amount: usd(commission.depositAmount),
              date: formatDateTime(commission.createdAt),
            })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** What the deposits of the people referred earned the user: paid, held for review or rejected. */
export function CommissionsSection({ userId }: { userId: string }) {
  const { t } = useReferralsText();
  const [page, setPage] = useState(1);
  const commissions = useReferralCommissions(userId, page);
  return (
    <ReferralListSection
      title={t('commissions.title')}
      description={t('commissions.description')}
      list={commissions.data}
      error={commissions.error}
      onRetry={() => void commissions.refetch()}
      retrying={commissions.isFetching}
      errorMessage={t('commissions.loadError')}
      loadingLabel={t('commissions.loading')}
      empty={{
        icon: Savings,
        message: t('commissions.empty'),
      }}
      page={page}
      onPageChange={setPage}
      table={(items) => <CommissionsTable items={items} />}
      cards={(items) => <CommissionCards items={items} />}
    />
  );
}
