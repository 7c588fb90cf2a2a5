import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { useListParams } from '@/features/admin/shared/lib/use-list-params.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useAudit } from '../api/get-audit.ts';
import { auditFiltersFrom } from '../lib/audit-filters.ts';

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
  const { params, page, size, update, paging } = useListParams(PAGE_SIZES, 20);
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTERS.map((filter) => [filter.name, params.get(filter.name) ?? ''])),
  );
  const audit = useAudit(auditFiltersFrom(params), page, size);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({
      ...Object.fromEntries(FILTERS.map(({ name }) => [name, draft[name]?.trim() ?? null])),
      page: null,
    });
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
              update({
                ...Object.fromEntries(FILTERS.map(({ name }) => [name, null])),
                page: null,
              });
            }}
          >
            Clear
          </Button>
          <Button type="submit" variant="contained">
            Apply filters
          </Button>
        </Box>
      </Paper>
      <ConsoleTable
        query={audit}
        loadingLabel="Loading the audit log"
        isEmpty={({ items }) => items.length === 0}
        empty="No staff action matches these filters."
        paging={({ total }) => paging(total)}
      >
        {({ items }) => (
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
                {items.map((entry) => (
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
      </ConsoleTable>
    </Box>
  );
}
