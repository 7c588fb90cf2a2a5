import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { UserDetail } from '@/features/admin/users/components/user-detail.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminUserRoute() {
  const { userId = '' } = useParams();
  return (
    <AdminOnly>
      <Button component={RouterLink} to={adminPaths.users} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        All users
      </Button>
      <UserDetail key={userId} userId={userId} />
    </AdminOnly>
  );
}
