import { BASE_CURRENCY } from '@kapital/shared/constants';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime, formatDateTimeSeconds } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useInvestmentsText } from '../i18n.ts';
import { type LocalCurrency, localAmount, type ScheduleRow } from '../lib/schedule.ts';

/** Longer schedules show their first payouts and the last until the person asks for all. */
const SHOWN_WHEN_FOLDED = 10;
const FOLD_ABOVE = 12;

interface ScheduleTableProps {
  /** Names the table for screen readers, e.g. "Payout schedule". */
  label: string;
  rows: ScheduleRow[];
  /** The person's or the invoice's currency besides USD; null shows USD only. */
  local: LocalCurrency | null;
  /** Whether the schedule returns capital: a column for it. */
  capitalReturned: boolean;
  /** Times to the second, when periods are shorter than a minute. */
  withSeconds: boolean;
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Read out, but not shown on a phone: the status icon alone says it there. */
const hiddenOnPhone = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
} as const;
/** The capital column is left out on a phone; the last payout's profit cell names it there. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' }, displayPrint: 'table-cell' } as const;

/**
 * Every payout of a schedule: when it falls due, the profit it pays and, with the last, the
 * capital, in USD and in a second currency. On an invoice each says whether it has been paid.
 * A long schedule is folded on screen (never on paper) behind "Show all".
 */
export function ScheduleTable({
  label,
  rows,
  local,
  capitalReturned,
  withSeconds,
}: ScheduleTableProps) {
  const { t } = useInvestmentsText();
  const [unfolded, setUnfolded] = useState(false);
  const foldable = rows.length > FOLD_ABOVE;
  const folded = foldable && !unfolded;
  const hidden = (index: number) => folded && index >= SHOWN_WHEN_FOLDED && index < rows.length - 1;
  const showsStatus = rows.some((row) => row.paid !== null);
  const columns = 3 + (capitalReturned ? 1 : 0) + (showsStatus ? 1 : 0);
  const formatDue = (dueAt: number) =>
    withSeconds ? formatDateTimeSeconds(dueAt) : formatDateTime(new Date(dueAt).toISOString());

  const money = (minor: bigint) => (
    <>
      {formatAmount(minor)} {BASE_CURRENCY}
      {local ? (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {localAmount(minor, local)} {local.currency}
        </Typography>
      ) : null}
    </>
  );

  return (
    <Box>
      {/* Scrolls sideways on a narrow phone rather than squeezing the figures. */}
      <Box
        role="region"
        aria-label={t('scheduleTable.scrollable', { label })}
        tabIndex={0}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Table
          size="small"
          aria-label={label}
          data-testid="schedule-table"
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>
                <Box component="span" sx={hiddenOnPhone}>
                  {t('scheduleTable.payout')}
                </Box>
                <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
                  #
                </Box>
              </TableCell>
              <TableCell>{t('scheduleTable.due')}</TableCell>
              <TableCell align="right">{t('scheduleTable.profit')}</TableCell>
              {capitalReturned ? (
                <TableCell align="right" sx={wideOnly}>
                  {t('scheduleTable.capitalBack')}
                </TableCell>
              ) : null}
              {showsStatus ? (
                <TableCell>
                  <Box component="span" sx={hiddenOnPhone}>
                    {t('scheduleTable.status')}
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => [
              folded && index === rows.length - 1 ? (
                <TableRow key="folded" data-print="hide" sx={{ displayPrint: 'none' }}>
                  <TableCell
                    colSpan={columns}
                    sx={{ color: 'text.secondary', textAlign: 'center' }}
                  >
                    {t('scheduleTable.morePayouts', {
                      hidden: rows.length - SHOWN_WHEN_FOLDED - 1,
                    })}
                  </TableCell>
                </TableRow>
              ) : null,
              <TableRow
                key={row.period}
                data-paid={row.paid === true ? 'true' : undefined}
                sx={hidden(index) ? { display: 'none', displayPrint: 'table-row' } : undefined}
              >
                <TableCell sx={numeric}>{row.period}</TableCell>
                <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, minWidth: 112 }}>
                  <time dateTime={new Date(row.dueAt).toISOString()}>{formatDue(row.dueAt)}</time>
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {money(row.profit)}
                  {row.capital > 0n ? (
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ display: { xs: 'block', sm: 'none' }, displayPrint: 'none', mt: 0.5 }}
                    >
                      {t('scheduleTable.capitalNote', {
                        amount: formatAmount(row.capital),
                        currency: BASE_CURRENCY,
                      })}
                    </Typography>
                  ) : null}
                </TableCell>
                {capitalReturned ? (
                  <TableCell align="right" sx={{ ...numeric, ...wideOnly }}>
                    {row.capital > 0n ? money(row.capital) : '—'}
                  </TableCell>
                ) : null}
                {showsStatus ? (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.paid ? (
                      <Box
                        component="span"
                        sx={{
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 0.5,
                          color: 'success.main',
                          fontWeight: 600,
                        }}
                      >
                        <CheckCircle fontSize="small" aria-hidden />
                        <Box component="span" sx={hiddenOnPhone}>
                          {t('scheduleTable.paid')}
                        </Box>
                      </Box>
                    ) : (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <Schedule fontSize="small" aria-hidden />
                        <Box component="span" sx={hiddenOnPhone}>
                          {t('scheduleTable.scheduled')}
                        </Box>
                      </Typography>
                    )}
                  </TableCell>
                ) : null}
              </TableRow>,
            ])}
          </TableBody>
        </Table>
      </Box>
      {foldable ? (
        <Box data-print="hide" sx={{ displayPrint: 'none', mt: 1, textAlign: 'center' }}>
          <Button
            size="small"
            onClick={() => setUnfolded((value) => !value)}
            aria-expanded={unfolded}
          >
            {unfolded
              ? t('scheduleTable.showFirst', { shown: SHOWN_WHEN_FOLDED })
              : t('scheduleTable.showAll', { total: rows.length })}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
