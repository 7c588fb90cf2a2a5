import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { NotificationsScreen } from '@/features/notifications/components/notification-centre.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function NotificationsRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageTitle title="Notifications" subtitle="What happened to your money and your account." />
      <NotificationsScreen userId={me.profile.uid} />
    </Box>
  );
}
