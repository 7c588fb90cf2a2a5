import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SecuritySectionProps {
  title: string;
  /** One or two sentences of what the section is for. */
  description: ReactNode;
  /** The section's own action beside its title, e.g. "Add a passkey"; it wraps under it. */
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** One card of the security page: a titled region, so a screen reader can jump between them. */
export function SecuritySection({
  title,
  description,
  action,
  children,
  'data-testid': testId,
}: SecuritySectionProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2.5,
        }}
      >
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
        {action ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{action}</Box> : null}
      </Box>
      {children}
    </Card>
  );
}
