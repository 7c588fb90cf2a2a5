import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { NotificationsScreen } from '@/features/notifications/components/notification-centre.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function NotificationsRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageTitle title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <NotificationsScreen userId={me.profile.uid} />
    </Box>
  );
}
