import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: typeof SvgIcon;
  /** One sentence of what will be here. */
  message: string;
  /** A small label above the message, e.g. 'Coming soon'. */
  eyebrow?: string;
  children?: ReactNode;
}

/** A screen or panel with nothing to show yet: an illustration and a sentence. */
export function EmptyState({ icon: Icon, message, eyebrow, children }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        px: { xs: 3, sm: 6 },
        py: { xs: 5, sm: 8 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
        }}
      >
        <Icon sx={{ fontSize: 44 }} />
      </Box>
      {eyebrow ? (
        <Typography
          variant="overline"
          sx={{ color: 'secondary.main', fontWeight: 700, lineHeight: 1.5 }}
        >
          {eyebrow}
        </Typography>
      ) : null}
      <Typography sx={{ maxWidth: 420, fontSize: '1.0625rem' }}>{message}</Typography>
      {children}
    </Paper>
  );
}
