import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { paths } from '@/config/paths.ts';

export function NotFoundRoute() {
  return (
    <CenteredCardLayout
      title="Page not found"
      description="The address may be mistyped, or the page has moved."
    >
      <Button component={RouterLink} to={paths.home} variant="contained" size="large" fullWidth>
        Go home
      </Button>
    </CenteredCardLayout>
  );
}
