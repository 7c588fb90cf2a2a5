import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/format-date.ts';
import { useAudit } from '../api/get-audit.ts';
import { auditFiltersFrom } from '../lib/audit-filters.ts';
import { PanelError, PanelLoading } from './query-state.tsx';

const FILTERS = [
  { name: 'action', label: 'Action', placeholder: 'user.block', type: 'text' },
  { name: 'actorId', label: 'Staff user id', placeholder: '', type: 'text' },
  { name: 'targetType', label: 'Target type', placeholder: 'user', type: 'text' },
  { name: 'targetId', label: 'Target id', placeholder: '', type: 'text' },
  { name: 'from', label: 'From day', placeholder: '', type: 'date' },
  { name: 'to', label: 'To day', placeholder: '', type: 'date' },
] as const;

const PAGE_SIZES = [20, 50, 100];

function changeText(entry: { before: unknown; after: unknown }): string {
  const show = (value: unknown) => (value ? JSON.stringify(value) : '—');
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/** Every staff action, newest first; the filters live in the address, so a view can be shared. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTERS.map((filter) => [filter.name, params.get(filter.name) ?? ''])),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 20;
  const audit = useAudit(auditFiltersFrom(params), page, size);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft))
      if (value.trim()) next.set(name, value.trim());
    setParams(next, { replace: true });
  };
  const setPage = (nextPage: number, nextSize = size) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    next.set('size', String(nextSize));
    setParams(next, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper
        component="form"
        variant="outlined"
        aria-label="Filter the audit log"
        onSubmit={apply}
        sx={{
          borderRadius: 3,
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {FILTERS.map((filter) => (
          <TextField
            key={filter.name}
            label={filter.label}
            type={filter.type}
            placeholder={filter.placeholder}
            value={draft[filter.name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
            slotProps={filter.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            size="small"
          />
        ))}
        <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setDraft({});
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            Clear
          </Button>
          <Button type="submit" variant="contained">
            Apply filters
          </Button>
        </Box>
      </Paper>
      {audit.isPending ? (
        <PanelLoading label="Loading the audit log" />
      ) : audit.isError ? (
        <PanelError
          error={audit.error}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : (
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, overflow: 'hidden' }}
          aria-busy={audit.isFetching}
        >
          {audit.data.items.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              No staff action matches these filters.
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Audit log">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Who</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>Target</TableCell>
                    <TableCell>Change</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {audit.data.items.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(entry.createdAt)}
                      </TableCell>
                      <TableCell>
                        {entry.actorName ?? entry.actorId}
                        <Typography variant="body2" color="text.secondary">
                          {entry.actorRole}
                          {entry.ip ? ` · ${entry.ip}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell>{entry.action}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {entry.targetType} {entry.targetId}
                      </TableCell>
                      <TableCell
                        sx={{
                          overflowWrap: 'anywhere',
                          fontFamily: 'monospace',
                          fontSize: '0.8125rem',
                        }}
                      >
                        {changeText(entry)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <TablePagination
            component="div"
            count={audit.data.total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => setPage(1, Number(event.target.value))}
          />
        </Paper>
      )}
    </Box>
  );
}
