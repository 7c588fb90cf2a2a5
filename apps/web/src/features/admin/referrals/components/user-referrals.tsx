import type {
  AdminReferredPerson,
  AdminUserReferrals,
  CommissionRecordStatus,
  ReferralLinkStatus,
  UserCommission,
} from '@kapital/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { adminDepositPath, adminUserPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useUserReferrals } from '../api/get-user-referrals.ts';
import { useAdminReferralsText } from '../i18n.ts';
import { EvidenceChips } from './referral-queue.tsx';

type StatusColor = 'default' | 'warning' | 'success' | 'error';

const LINK_STATUS = {
  clear: { label: 'linkStatus.clear', color: 'default' },
  flagged: { label: 'linkStatus.flagged', color: 'warning' },
  approved: { label: 'linkStatus.approved', color: 'success' },
  rejected: { label: 'linkStatus.rejected', color: 'error' },
} as const satisfies Record<ReferralLinkStatus, { label: string; color: StatusColor }>;

const COMMISSION_STATUS = {
  paid: { label: 'commissionStatus.paid', color: 'success' },
  held: { label: 'commissionStatus.held', color: 'warning' },
  voided: { label: 'commissionStatus.voided', color: 'error' },
} as const satisfies Record<CommissionRecordStatus, { label: string; color: StatusColor }>;

type StatusLabel =
  | (typeof LINK_STATUS)[ReferralLinkStatus]['label']
  | (typeof COMMISSION_STATUS)[CommissionRecordStatus]['label'];

function StatusChip({ label, color }: { label: StatusLabel; color: StatusColor }) {
  const { t } = useAdminReferralsText();
  return <Chip size="small" variant="outlined" label={t(label)} color={color} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function UserLink({ id, name }: { id: string; name: string }) {
  return (
    // Underlined: beside other text in a row, colour alone does not mark it as a link.
    <Link component={RouterLink} to={adminUserPath(id)} underline="always" sx={{ fontWeight: 600 }}>
      {name}
    </Link>
  );
}

function ReferredBy({ link }: { link: AdminUserReferrals['referredBy'] }) {
  const { t } = useAdminReferralsText();
  if (!link) return <Typography color="text.secondary">{t('user.nobodyReferred')}</Typography>;
  const status = LINK_STATUS[link.status];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <UserLink id={link.person.id} name={link.person.name} />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {link.person.email}
      </Typography>
      <StatusChip {...status} />
      <EvidenceChips evidence={link.evidence} />
    </Box>
  );
}

function ReferredPeople({ people, total }: { people: AdminReferredPerson[]; total: number }) {
  const { t } = useAdminReferralsText();
  if (people.length === 0) {
    return <Typography color="text.secondary">{t('user.nobodyYet')}</Typography>;
  }
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label={t('user.peopleRegion')}>
        <Table size="small" aria-label={t('user.peopleTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('user.person')}</TableCell>
              <TableCell>{t('user.level')}</TableCell>
              <TableCell>{t('user.joined')}</TableCell>
              <TableCell>{t('user.referral')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {people.map((entry) => (
              <TableRow key={entry.person.id} data-testid="referred-person">
                <TableCell>
                  <UserLink id={entry.person.id} name={entry.person.name} />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {entry.person.email}
                  </Typography>
                </TableCell>
                <TableCell>{t('user.levelNumber', { level: entry.level })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.joinedAt)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    <StatusChip {...LINK_STATUS[entry.status]} />
                    <EvidenceChips evidence={entry.evidence} />
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > people.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('user.newest', { shown: people.length, total })}
        </Typography>
      ) : null}
    </>
  );
}

function Commissions({ commissions, total }: { commissions: UserCommission[]; total: number }) {
  const { t } = useAdminReferralsText();
  if (commissions.length === 0) {
    return <Typography color="text.secondary">{t('user.noCommissions')}</Typography>;
  }
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label={t('user.commissionsRegion')}>
        <Table size="small" aria-label={t('user.commissionsTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('user.date')}</TableCell>
              <TableCell>{t('user.from')}</TableCell>
              <TableCell>{t('user.level')}</TableCell>
              <TableCell align="right">{t('user.deposit')}</TableCell>
              <TableCell align="right">{t('user.commission')}</TableCell>
              <TableCell>{t('user.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {commissions.map((row) => (
              <TableRow key={`${row.depositId}:${row.level}`} data-testid="user-commission">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>
                  <UserLink id={row.from.id} name={row.from.name} />
                </TableCell>
                <TableCell>{t('user.levelNumber', { level: row.level })}</TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {/* Beside the amount's text: underlined, not told apart by colour alone. */}
                  <Link
                    component={RouterLink}
                    to={adminDepositPath(row.depositId)}
                    underline="always"
                  >
                    {row.depositNumber}
                  </Link>{' '}
                  {formatUsd(row.depositAmount)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatUsd(row.amount)}
                </TableCell>
                <TableCell>
                  <StatusChip {...COMMISSION_STATUS[row.status]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > commissions.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('user.newest', { shown: commissions.length, total })}
        </Typography>
      ) : null}
    </>
  );
}

/** The user detail's referral part: their referrer, the people they referred, commissions. */
export function UserReferrals({ userId }: { userId: string }) {
  const { t } = useAdminReferralsText();
  return (
    <QueryPanel query={useUserReferrals(userId)} loadingLabel={t('user.loading')}>
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Part title={t('user.referredBy')}>
            <ReferredBy link={data.referredBy} />
          </Part>
          <Part title={t('user.peopleReferred', { total: data.referredTotal })}>
            <ReferredPeople people={data.referred} total={data.referredTotal} />
          </Part>
          <Part title={t('user.commissions')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('user.earned', {
                paid: formatUsd(data.earned.paid),
                held: formatUsd(data.earned.held),
              })}
            </Typography>
            <Commissions commissions={data.commissions} total={data.commissionsTotal} />
          </Part>
        </Box>
      )}
    </QueryPanel>
  );
}
