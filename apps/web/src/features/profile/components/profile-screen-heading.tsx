import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useProfileText } from '../i18n.ts';

interface ProfileScreenHeadingProps {
  title: string;
  description?: ReactNode;
  /** The screens reached from /profile lead back to it. */
  backToProfile?: boolean;
}

/** The title block of the profile screens, with the page's one h1. */
export function ProfileScreenHeading({
  title,
  description,
  backToProfile,
}: ProfileScreenHeadingProps) {
  const { t } = useProfileText();
  return (
    <Stack spacing={1} sx={{ mb: { xs: 2.5, sm: 3 }, alignItems: 'flex-start' }}>
      {backToProfile ? (
        <Button
          component={RouterLink}
          to={paths.profile}
          size="small"
          startIcon={<ArrowBack />}
          sx={{ ml: -1 }}
        >
          {t('heading.backToProfile')}
        </Button>
      ) : null}
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {description ? <Typography color="text.secondary">{description}</Typography> : null}
    </Stack>
  );
}
