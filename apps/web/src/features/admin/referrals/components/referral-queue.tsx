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
import { useId, useState } from 'react';
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

const PAGE_SIZES = [10, 20, 50] as const;

/** The evidence as chips: 'Same IP 1.2.3.4', 'Same device', 'Same bank'. */
export function EvidenceChips({ evidence }: { evidence: ReferralEvidenceItem[] }) {
  return (
    <Box
      component="ul"
      aria-label="Evidence"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {evidence.map((item) => (
        <li key={item.kind}>
          <Chip size="small" color="warning" variant="outlined" label={item.label} />
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
  const who = item.referred.name;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={decision.request.isPending}
        onClick={() => onOpen(item, 'approve')}
        aria-label={`Approve the referral of ${who}`}
      >
        Approve
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={decision.request.isPending}
        onClick={() => onOpen(item, 'reject')}
        aria-label={`Reject the referral of ${who}`}
      >
        Reject
      </Button>
    </Box>
  );
}

const heldText = (item: FlaggedReferral) =>
  item.held.count === 0
    ? 'Nothing held yet'
    : `${formatUsd(item.held.total)} (${item.held.count} commission${item.held.count === 1 ? '' : 's'})`;

function ReferralRow(props: {
  item: FlaggedReferral;
  wide: boolean;
  decision: Decision;
  onOpen: (item: FlaggedReferral, answer: 'approve' | 'reject') => void;
}) {
  const { item, wide } = props;
  if (!wide) {
    return (
      <TableRow data-testid="flagged-referral">
        <TableCell sx={{ px: 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <PersonLink person={item.referred} />
            <Typography variant="body2">
              Referred by{' '}
              <Link component={RouterLink} to={adminUserPath(item.referrer.id)}>
                {item.referrer.name}
              </Link>
            </Typography>
            <EvidenceChips evidence={item.evidence} />
            <Typography variant="body2" color="text.secondary">
              Flagged {formatDateTime(item.flaggedAt)} · held {heldText(item)}
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
        {heldText(item)}
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
  const { page, size, paging } = useListParams(PAGE_SIZES, 20);
  const query = useFlaggedReferrals(page, size);
  const decision = useReviewDecision(useReviewReferral());
  const [target, setTarget] = useState<FlaggedReferral | null>(null);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
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
        loadingLabel="Loading the flagged referrals"
        labelledBy={titleId}
        refreshable
        header={(data) => (
          <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
            {data.total === 1 ? '1 referral waiting' : `${data.total} referrals waiting`}
          </Typography>
        )}
        isEmpty={(data) => data.items.length === 0}
        empty="No referrals waiting"
        paging={(data) => paging(data.total)}
      >
        {(data) => (
          // Focusable: on a narrow screen the table scrolls sideways, by keyboard too.
          <TableContainer tabIndex={0} role="region" aria-label="Flagged referrals, scrollable">
            <Table size="small" aria-label="Flagged referrals">
              {wide ? (
                <TableHead>
                  <TableRow>
                    <TableCell>Referred user</TableCell>
                    <TableCell>Referrer</TableCell>
                    <TableCell>Evidence</TableCell>
                    <TableCell>Flagged</TableCell>
                    <TableCell align="right">Held</TableCell>
                    <TableCell>Decision</TableCell>
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
            title={`Approve the referral of ${target.referred.name}?`}
            message={
              target.held.count === 0
                ? `${target.referrer.name} will be paid commissions on ${target.referred.name}'s deposits from now on.`
                : `${formatUsd(target.held.total)} held for this referral is paid into the bonus funds of the referrers whose chain is now clear.`
            }
            confirmLabel="Approve and pay"
            confirmColor="success"
            onConfirm={() =>
              decision.confirm(
                input(target, { decision: 'approve' }),
                `The referral of ${target.referred.name} is approved.`,
              )
            }
          />
          <TextDecisionDialog
            key={target.referred.id}
            {...decision.dialogFor('reject')}
            title={`Reject the referral of ${target.referred.name}`}
            description="Its held commissions are voided and never paid."
            schema={referralRejectBody}
            field="reason"
            label="Reason"
            helperText="For the audit log, e.g. the same person signed up twice (3 to 300 characters)"
            multiline
            confirmLabel="Reject"
            confirmColor="error"
            onSubmit={({ reason }) =>
              decision.submit(
                input(target, { decision: 'reject', reason }),
                `The referral of ${target.referred.name} is rejected.`,
              )
            }
          />
        </>
      ) : null}
    </>
  );
}
