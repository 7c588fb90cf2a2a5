import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useShellText } from '@/app/i18n.ts';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { paths } from '@/config/paths.ts';

export function NotFoundRoute() {
  const { t } = useShellText();
  return (
    <CenteredCardLayout title={t('notFound.title')} description={t('notFound.description')}>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large" fullWidth>
        {t('notFound.goHome')}
      </Button>
    </CenteredCardLayout>
  );
}
