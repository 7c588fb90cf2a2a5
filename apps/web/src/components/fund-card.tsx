import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface FundCardProps {
  title: string;
  icon: typeof SvgIcon;
  /**
   * Null while the balances load: a skeleton stands in. `color` tints the value (a profit or a
   * loss); `testId` names it for tests.
   */
  amount: { value: string; currency: string; color?: string; testId?: string } | null;
  /** A line under the amount, e.g. the wallet in USD. */
  note: string | null;
  noteTestId?: string;
  link: { to: string; label: string };
}

/** One balance on the dashboard, a region named by its title. */
export function FundCard({ title, icon: Icon, amount, note, noteTestId, link }: FundCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={amount === null}
      sx={{ borderRadius: 3, p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
          }}
        >
          <Icon />
        </Box>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      {amount ? (
        <Typography
          data-testid={amount.testId}
          sx={{
            color: amount.color,
            fontSize: { xs: '1.75rem', md: '2rem' },
            fontWeight: 700,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
        >
          {amount.value}{' '}
          <Box component="span" sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
            {amount.currency}
          </Box>
        </Typography>
      ) : (
        <Skeleton variant="rounded" width="70%" height={38} />
      )}
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid={noteTestId}
        sx={{ minHeight: '1.43em' }}
      >
        {amount ? note : <Skeleton width="40%" />}
      </Typography>
      <Link
        component={RouterLink}
        to={link.to}
        variant="body2"
        sx={{ mt: 'auto', alignSelf: 'flex-start', fontWeight: 600 }}
      >
        {link.label}
      </Link>
    </Paper>
  );
}
