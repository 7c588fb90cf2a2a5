import Search from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/format-date.ts';
import { useUsers } from '../api/get-users.ts';
import { adminUserPath } from '../lib/admin-paths.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { PanelError, PanelLoading } from './query-state.tsx';
import { UserStatusChips } from './user-status-chips.tsx';

const PAGE_SIZES = [10, 20, 50];

/** Search and page through every user; the address keeps the search, so Back returns to it. */
export function UsersPanel() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 20;
  const q = useDebouncedValue(typed.trim(), 300);
  const users = useUsers({ q, page, size });

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === '') copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label="Search users"
        placeholder="Name, username or e-mail"
        type="search"
        value={typed}
        onChange={(event) => update({ q: event.target.value, page: null })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {users.isPending ? (
        <PanelLoading label="Loading users" />
      ) : users.isError ? (
        <PanelError
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, overflow: 'hidden' }}
          aria-busy={users.isFetching}
        >
          {users.data.items.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {q ? `No user matches “${q}”.` : 'No users yet.'}
            </Typography>
          ) : wide ? (
            <TableContainer>
              <Table aria-label="Users">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>E-mail</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Joined</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {users.data.items.map((user) => (
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
            <List aria-label="Users" disablePadding>
              {users.data.items.map((user) => (
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
          )}
          <TablePagination
            component="div"
            count={users.data.total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            labelRowsPerPage={wide ? 'Rows per page' : 'Rows'}
            onPageChange={(_, next) => update({ page: String(next + 1) })}
            onRowsPerPageChange={(event) => update({ size: event.target.value, page: null })}
          />
        </Paper>
      )}
    </Box>
  );
}
