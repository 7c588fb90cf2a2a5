import type { WithdrawalTerms } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useWithdrawalsText } from '../i18n.ts';

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
function explain(
  blocker: Blocker,
  withdrawalsOpenAt: string | null,
  t: TFunction<'withdrawals'>,
): [string, ReactNode] {
  switch (blocker) {
    case 'email':
      return [t('blockers.email'), t('blockers.emailFix')];
    case 'kyc':
      return [t('blockers.kyc'), fixLink(paths.kyc, t('blockers.verifyIdentity'))];
    case 'bank':
      return [t('blockers.bank'), fixLink(paths.dataBank, t('blockers.addBank'))];
    case 'cooldown':
      return [
        withdrawalsOpenAt
          ? t('blockers.cooldownUntil', { date: formatDateTime(withdrawalsOpenAt) })
          : t('blockers.cooldown'),
        fixLink(paths.dataBank, t('blockers.viewBank')),
      ];
  }
}

/** Everything that stops the person from withdrawing, each with its fix, before they type. */
export function WithdrawalBlockers({ blockers, withdrawalsOpenAt }: WithdrawalBlockersProps) {
  const { t } = useWithdrawalsText();
  return (
    <Alert severity="warning" data-testid="withdrawal-blockers" sx={{ borderRadius: 3 }}>
      <AlertTitle>{t('blockers.title')}</AlertTitle>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
        {blockers.map((blocker) => {
          const [problem, fix] = explain(blocker, withdrawalsOpenAt, t);
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
