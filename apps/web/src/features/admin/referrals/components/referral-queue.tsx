import {
  type FlaggedReferral,
  type ReferralEvidenceItem,
  type ReferralPerson,
  referralRejectBody,
} from '@kapital/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/features/admin/shared/components/confirm-dialog.tsx';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import {
  DecisionError,
  TextDecisionDialog,
} from '@/features/admin/shared/components/review-parts.tsx';
import { adminUserPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { useListParams } from '@/features/admin/shared/lib/use-list-params.ts';
import {
  type ReviewDecision,
  useReviewDecision,
} from '@/features/admin/shared/lib/use-review-decision.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useFlaggedReferrals } from '../api/get-flagged-referrals.ts';
import { type ReviewReferralInput, useReviewReferral } from '../api/review-referral.ts';
import { useAdminReferralsText } from '../i18n.ts';

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * A piece of evidence in the chosen language. The server words it in English ('Same IP 1.2.3.4');
 * the shared address is the last word of that.
 */
function evidenceText(item: ReferralEvidenceItem, t: TFunction<'admin-referrals'>): string {
  switch (item.kind) {
    case 'sameIp':
      return t('evidenceKind.sameIp', { ip: item.label.split(' ').at(-1) });
    case 'sameDevice':
      return t('evidenceKind.sameDevice');
    case 'sameBank':
      return t('evidenceKind.sameBank');
  }
}

/** The evidence as chips: 'Same IP 1.2.3.4', 'Same device', 'Same bank'. */
export function EvidenceChips({ evidence }: { evidence: ReferralEvidenceItem[] }) {
  const { t } = useAdminReferralsText();
  return (
    <Box
      component="ul"
      aria-label={t('evidence')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {evidence.map((item) => (
        <li key={item.kind}>
          <Chip size="small" color="warning" variant="outlined" label={evidenceText(item, t)} />
        </li>
      ))}
    </Box>
  );
}

/** A person as staff recognise them, linking to their console page. */
export function PersonLink({ person }: { person: ReferralPerson }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={adminUserPath(person.id)} sx={{ fontWeight: 600 }}>
        {person.name}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {person.email} · @{person.userName}
      </Typography>
    </Box>
  );
}

type Decision = ReviewDecision<ReviewReferralInput>;

function RowButtons({
  item,
  decision,
  onOpen,
}: {
  item: FlaggedReferral;
  decision: Decision;
  onOpen: (item: FlaggedReferral, answer: 'approve' | 'reject') => void;
}) {
  const { t } = useAdminReferralsText();
  const who = item.referred.name;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={decision.request.isPending}
        onClick={() => onOpen(item, 'approve')}
        aria-label={t('queue.approveNamed', { name: who })}
      >
        {t('queue.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={decision.request.isPending}
        onClick={() => onOpen(item, 'reject')}
        aria-label={t('queue.rejectNamed', { name: who })}
      >
        {t('queue.reject')}
      </Button>
    </Box>
  );
}

const heldText = (item: FlaggedReferral, t: TFunction<'admin-referrals'>) =>
  item.held.count === 0
    ? t('queue.nothingHeld')
    : t('queue.held', { amount: formatUsd(item.held.total), count: item.held.count });

function ReferralRow(props: {
  item: FlaggedReferral;
  wide: boolean;
  decision: Decision;
  onOpen: (item: FlaggedReferral, answer: 'approve' | 'reject') => void;
}) {
  const { item, wide } = props;
  const { t } = useAdminReferralsText();
  if (!wide) {
    return (
      <TableRow data-testid="flagged-referral">
        <TableCell sx={{ px: 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <PersonLink person={item.referred} />
            <Typography variant="body2">
              <Trans
                t={t}
                i18nKey="queue.referredBy"
                values={{ name: item.referrer.name }}
                components={{
                  anchor: <Link component={RouterLink} to={adminUserPath(item.referrer.id)} />,
                }}
              />
            </Typography>
            <EvidenceChips evidence={item.evidence} />
            <Typography variant="body2" color="text.secondary">
              {t('queue.flaggedHeld', {
                date: formatDateTime(item.flaggedAt),
                held: heldText(item, t),
              })}
            </Typography>
            <RowButtons {...props} />
          </Box>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow data-testid="flagged-referral">
      <TableCell>
        <PersonLink person={item.referred} />
      </TableCell>
      <TableCell>
        <PersonLink person={item.referrer} />
      </TableCell>
      <TableCell>
        <EvidenceChips evidence={item.evidence} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.flaggedAt)}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {heldText(item, t)}
      </TableCell>
      <TableCell>
        <RowButtons {...props} />
      </TableCell>
    </TableRow>
  );
}

/**
 * Sign-ups flagged because they share their referrer's IP address, device or bank account: staff
 * approve (the held commissions are paid, once) or reject them (never paid). Decision 035.
 */
export function ReferralQueue() {
  const { t } = useAdminReferralsText();
  const { page, size, paging } = useListParams(PAGE_SIZES, 20);
  const query = useFlaggedReferrals(page, size);
  const decision = useReviewDecision(useReviewReferral());
  const [target, setTarget] = useState<FlaggedReferral | null>(null);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const titleId = useId();

  const openFor = (item: FlaggedReferral, answer: 'approve' | 'reject') => {
    decision.request.reset();
    setTarget(item);
    decision.open(answer);
  };
  const input = (referral: FlaggedReferral, choice: ReviewReferralInput['decision']) => {
    const intent = { referredId: referral.referred.id, decision: choice };
    return { ...intent, idempotencyKey: decision.keys[choice.decision].keyFor(intent) };
  };

  return (
    <>
      {decision.request.isError && decision.answering === null ? (
        <Box sx={{ mb: 2 }}>
          <DecisionError error={decision.request.error} />
        </Box>
      ) : null}
      <ConsoleTable
        query={query}
        loadingLabel={t('queue.loading')}
        labelledBy={titleId}
        refreshable
        header={(data) => (
          <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
            {t('queue.waiting', { count: data.total })}
          </Typography>
        )}
        isEmpty={(data) => data.items.length === 0}
        empty={t('queue.empty')}
        paging={(data) => paging(data.total)}
      >
        {(data) => (
          // Focusable: on a narrow screen the table scrolls sideways, by keyboard too.
          <TableContainer tabIndex={0} role="region" aria-label={t('queue.tableRegion')}>
            <Table size="small" aria-label={t('queue.table')}>
              {wide ? (
                <TableHead>
                  <TableRow>
                    <TableCell>{t('queue.columns.referred')}</TableCell>
                    <TableCell>{t('queue.columns.referrer')}</TableCell>
                    <TableCell>{t('queue.columns.evidence')}</TableCell>
                    <TableCell>{t('queue.columns.flagged')}</TableCell>
                    <TableCell align="right">{t('queue.columns.held')}</TableCell>
                    <TableCell>{t('queue.columns.decision')}</TableCell>
                  </TableRow>
                </TableHead>
              ) : null}
              <TableBody>
                {data.items.map((item) => (
                  <ReferralRow
                    key={item.referred.id}
                    item={item}
                    wide={wide}
                    decision={decision}
                    onOpen={openFor}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ConsoleTable>
      {target ? (
        <>
          <ConfirmDialog
            {...decision.dialogFor('approve')}
            title={t('queue.approveDialog.title', { name: target.referred.name })}
            message={
              target.held.count === 0
                ? t('queue.approveDialog.messageNothingHeld', {
                    referrer: target.referrer.name,
                    referred: target.referred.name,
                  })
                : t('queue.approveDialog.messageHeld', { amount: formatUsd(target.held.total) })
            }
            confirmLabel={t('queue.approveDialog.confirm')}
            confirmColor="success"
            onConfirm={() =>
              decision.confirm(
                input(target, { decision: 'approve' }),
                t('queue.approveDialog.done', { name: target.referred.name }),
              )
            }
          />
          <TextDecisionDialog
            key={target.referred.id}
            {...decision.dialogFor('reject')}
            title={t('queue.rejectDialog.title', { name: target.referred.name })}
            description={t('queue.rejectDialog.description')}
            schema={referralRejectBody}
            field="reason"
            label={t('queue.rejectDialog.reason')}
            helperText={t('queue.rejectDialog.reasonHelp')}
            multiline
            confirmLabel={t('queue.rejectDialog.confirm')}
            confirmColor="error"
            onSubmit={({ reason }) =>
              decision.submit(
                input(target, { decision: 'reject', reason }),
                t('queue.rejectDialog.done', { name: target.referred.name }),
              )
            }
          />
        </>
      ) : null}
    </>
  );
}
