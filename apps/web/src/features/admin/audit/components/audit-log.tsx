import type { AuditLogEntry } from '@kapital/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DayField, UNFINISHED_DAY } from '@/components/day-field.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { roleName } from '@/features/admin/shared/lib/console-words.ts';
import { useListParams } from '@/features/admin/shared/lib/use-list-params.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useAudit } from '../api/get-audit.ts';
import { auditFiltersFrom } from '../lib/audit-filters.ts';
import { actionLabel, auditChanges, targetLabel, targetPath } from '../lib/audit-text.ts';

const FILTERS = [
  { name: 'action', label: 'audit.filters.action', placeholder: 'user.block', type: 'text' },
  { name: 'actorId', label: 'audit.filters.actorId', placeholder: '', type: 'text' },
  { name: 'targetType', label: 'audit.filters.targetType', placeholder: 'user', type: 'text' },
  { name: 'targetId', label: 'audit.filters.targetId', placeholder: '', type: 'text' },
  { name: 'from', label: 'audit.filters.from', placeholder: '', type: 'date' },
  { name: 'to', label: 'audit.filters.to', placeholder: '', type: 'date' },
] as const;

const PAGE_SIZES = [20, 50, 100];

/** Who did it: their name (their id when the account is gone), role and address. */
function Actor({ entry }: { entry: AuditLogEntry }) {
  const { t } = useAdminText();
  return (
    <>
      {entry.actorName ?? entry.actorId}
      <Typography variant="body2" color="text.secondary">
        {roleName(t, entry.actorRole)}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </Typography>
    </>
  );
}

/** What was done, with the action's code, which the Action filter takes. */
function Action({ entry }: { entry: AuditLogEntry }) {
  const { t } = useAdminText();
  return (
    <>
      {actionLabel(t, entry.action)}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}
      >
        {entry.action}
      </Typography>
    </>
  );
}

function Target({ entry }: { entry: AuditLogEntry }) {
  const { t } = useAdminText();
  const to = targetPath(entry);
  const label = targetLabel(t, entry);
  return to ? (
    <Link component={RouterLink} to={to}>
      {label}
    </Link>
  ) : (
    label
  );
}

function Changes({ entry }: { entry: AuditLogEntry }) {
  const { t } = useAdminText();
  const lines = auditChanges(t, entry);
  if (lines.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}

/** A phone's view of one entry: a card with the same facts the wide table has in columns. */
function EntryCard({ entry }: { entry: AuditLogEntry }) {
  const { t } = useAdminText();
  return (
    <ListItem divider data-testid="audit-entry" sx={{ display: 'block', py: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(entry.createdAt)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        <Action entry={entry} />
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Target entry={entry} /> · {t('audit.byActor', { name: entry.actorName ?? entry.actorId })}
      </Typography>
      <Typography component="div" variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        <Changes entry={entry} />
      </Typography>
    </ListItem>
  );
}

/** Every staff action, newest first; the filters live in the address, so a view can be shared. */
export function AuditLog() {
  const { t } = useAdminText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
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
        aria-label={t('audit.filterLabel')}
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
        {FILTERS.map((filter) =>
          filter.type === 'date' ? (
            <DayField
              key={filter.name}
              label={t(filter.label)}
              value={draft[filter.name] ?? ''}
              onChange={(day) => {
                if (day !== UNFINISHED_DAY) setDraft({ ...draft, [filter.name]: day });
              }}
              size="small"
            />
          ) : (
            <TextField
              key={filter.name}
              label={t(filter.label)}
              type={filter.type}
              placeholder={filter.placeholder}
              value={draft[filter.name] ?? ''}
              onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
              size="small"
            />
          ),
        )}
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
            {t('audit.clear')}
          </Button>
          <Button type="submit" variant="contained">
            {t('audit.apply')}
          </Button>
        </Box>
      </Paper>
      <ConsoleTable
        query={audit}
        loadingLabel={t('audit.loading')}
        isEmpty={({ items }) => items.length === 0}
        empty={t('audit.empty')}
        paging={({ total }) => paging(total)}
      >
        {({ items }) =>
          wide ? (
            <TableContainer>
              <Table size="small" aria-label={t('audit.listLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('audit.columns.when')}</TableCell>
                    <TableCell>{t('audit.columns.who')}</TableCell>
                    <TableCell>{t('audit.columns.action')}</TableCell>
                    <TableCell>{t('audit.columns.target')}</TableCell>
                    <TableCell>{t('audit.columns.change')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((entry) => (
                    <TableRow key={entry.id} data-testid="audit-entry">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(entry.createdAt)}
                      </TableCell>
                      <TableCell>
                        <Actor entry={entry} />
                      </TableCell>
                      <TableCell>
                        <Action entry={entry} />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Target entry={entry} />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Changes entry={entry} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <List aria-label={t('audit.listLabel')} disablePadding>
              {items.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </List>
          )
        }
      </ConsoleTable>
    </Box>
  );
}
