import type { WithdrawalTerms } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format-date.ts';

type Blocker = WithdrawalTerms['blockers'][number];

interface WithdrawalBlockersProps {
  blockers: Blocker[];
  withdrawalsOpenAt: string | null;
}

const fixLink = (to: string, label: string) => (
  <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
    {label}
  </Link>
);

/** What a blocker means and how to clear it, in the order the server names them. */
function explain(blocker: Blocker, withdrawalsOpenAt: string | null): [string, ReactNode] {
  switch (blocker) {
    case 'email':
      return [
        'Verify your e-mail address to withdraw.',
        'Open the link in the e-mail we sent you when you registered.',
      ];
    case 'kyc':
      return ['Verify your identity to withdraw.', fixLink(paths.kyc, 'Verify your identity')];
    case 'bank':
      return [
        'Add the bank account your withdrawal is paid into.',
        fixLink(paths.dataBank, 'Add a bank account'),
      ];
    case 'cooldown':
      return [
        withdrawalsOpenAt
          ? `Your bank account changed recently. Withdrawals reopen on ${formatDateTime(withdrawalsOpenAt)}.`
          : 'Your bank account changed recently. Withdrawals reopen 24 hours after the change.',
        fixLink(paths.dataBank, 'View your bank account'),
      ];
  }
}

/** Everything that stops the person from withdrawing, each with its fix, before they type. */
export function WithdrawalBlockers({ blockers, withdrawalsOpenAt }: WithdrawalBlockersProps) {
  return (
    <Alert severity="warning" data-testid="withdrawal-blockers" sx={{ borderRadius: 3 }}>
      <AlertTitle>You cannot withdraw yet</AlertTitle>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
        {blockers.map((blocker) => {
          const [problem, fix] = explain(blocker, withdrawalsOpenAt);
          return (
            <ListItem key={blocker} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
              <Typography variant="body2" component="span">
                {problem}{' '}
              </Typography>
              <Typography variant="body2" component="span">
                {fix}
              </Typography>
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
