import Refresh from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';
import { QueryPanel } from './query-state.tsx';

/** A page of a longer list, and how to move to another page or page size. */
export interface TablePaging {
  total: number;
  /** From 1. */
  page: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

interface ConsoleTableProps<TData> {
  query: UseQueryResult<TData>;
  loadingLabel: string;
  /** The bar above the rows: the list's title or its count. */
  header?: (data: TData) => ReactNode;
  /** Puts a Refresh button in the header bar, for lists that change while staff look. */
  refreshable?: boolean;
  /** The id of the heading that names the list, when the header holds one. */
  labelledBy?: string;
  isEmpty: (data: TData) => boolean;
  empty: ReactNode;
  paging?: (data: TData) => TablePaging;
  /** The rows: a table on a wide screen, a list of cards on a phone, as the panel sees fit. */
  children: (data: TData) => ReactNode;
}

/**
 * Every console list in one frame: a header bar, the spinner or the error with a retry, the
 * empty message, the rows, and the paging below them.
 */
export function ConsoleTable<TData>({
  query,
  loadingLabel,
  header,
  refreshable = false,
  labelledBy,
  isEmpty,
  empty,
  paging,
  children,
}: ConsoleTableProps<TData>) {
  const { t } = useAdminText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={labelledBy}
      aria-busy={query.isFetching}
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      {header && query.isSuccess ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: 2,
            pr: 1,
            py: refreshable ? 0.5 : 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>{header(query.data)}</Box>
          {refreshable ? (
            <Button
              size="small"
              startIcon={<Refresh />}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
              loadingPosition="start"
            >
              {t('shared.refresh')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      <QueryPanel query={query} loadingLabel={loadingLabel}>
        {(data) => {
          const pages = paging?.(data);
          return (
            <>
              {isEmpty(data) ? (
                <Typography sx={{ p: 3 }} color="text.secondary" aria-live="polite">
                  {empty}
                </Typography>
              ) : (
                children(data)
              )}
              {pages ? (
                <TablePagination
                  component="div"
                  count={pages.total}
                  page={pages.page - 1}
                  rowsPerPage={pages.size}
                  rowsPerPageOptions={[...pages.sizes]}
                  labelRowsPerPage={wide ? t('shared.rowsPerPage') : t('shared.rows')}
                  onPageChange={(_, next) => pages.onPage(next + 1)}
                  onRowsPerPageChange={(event) => pages.onSize(Number(event.target.value))}
                />
              ) : null}
            </>
          );
        }}
      </QueryPanel>
    </Paper>
  );
}
