import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { useAdminText } from '@/features/admin/i18n.ts';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { SearchField } from '@/features/admin/shared/components/search-field.tsx';
import { adminUserPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { useDebouncedValue } from '@/features/admin/shared/lib/use-debounced-value.ts';
import { useListParams } from '@/features/admin/shared/lib/use-list-params.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useUsers } from '../api/get-users.ts';
import { UserStatusChips } from './user-status-chips.tsx';

const PAGE_SIZES = [10, 20, 50];

/** Search and page through every user; the address keeps the search, so Back returns to it. */
export function UsersPanel() {
  const { t } = useAdminText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const { params, page, size, update, paging } = useListParams(PAGE_SIZES, 20);
  const typed = params.get('q') ?? '';
  const q = useDebouncedValue(typed.trim(), 300);
  const users = useUsers({ q, page, size });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SearchField
        label={t('users.searchLabel')}
        value={typed}
        onChange={(value) => update({ q: value, page: null })}
      />
      <ConsoleTable
        query={users}
        loadingLabel={t('users.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={q ? t('users.noMatch', { query: q }) : t('users.none')}
        paging={(data) => paging(data.total)}
      >
        {({ items }) =>
          wide ? (
            <TableContainer>
              <Table aria-label={t('users.listLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('users.columns.name')}</TableCell>
                    <TableCell>{t('users.columns.email')}</TableCell>
                    <TableCell>{t('users.columns.status')}</TableCell>
                    <TableCell>{t('users.columns.joined')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((user) => (
                    <TableRow key={user.id} hover>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={adminUserPath(user.id)}
                          sx={{ fontWeight: 600 }}
                        >
                          {user.name}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          @{user.userName}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                      <TableCell>
                        <UserStatusChips user={user} />
                      </TableCell>
                      <TableCell>{formatDateTime(user.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <List aria-label={t('users.listLabel')} disablePadding>
              {items.map((user) => (
                <ListItemButton
                  key={user.id}
                  component={RouterLink}
                  to={adminUserPath(user.id)}
                  divider
                >
                  <ListItemText
                    primary={user.name}
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                          @{user.userName} · {user.email}
                        </Box>
                        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                          <UserStatusChips user={user} />
                        </Box>
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: 600 } },
                      secondary: { component: 'div' },
                    }}
                  />
                </ListItemButton>
              ))}
            </List>
          )
        }
      </ConsoleTable>
    </Box>
  );
}
