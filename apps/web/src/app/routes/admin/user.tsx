import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { UserDetail } from '@/features/admin/users/components/user-detail.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminUserRoute() {
  const { userId = '' } = useParams();
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <Button component={RouterLink} to={adminPaths.users} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('users.allUsers')}
      </Button>
      <UserDetail key={userId} userId={userId} />
    </AdminOnly>
  );
}
