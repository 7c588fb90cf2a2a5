import type { InvoiceCustomer } from '@kapital/shared';
import { BASE_CURRENCY, BRAND_NAME, type Currency } from '@kapital/shared/constants';
import Download from '@mui/icons-material/DownloadOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount, rateLine } from '@/lib/invoices/invoice-format.ts';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status.ts';
import { InvoicePrintStyles } from './invoice-print-styles.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** A dated step of the invoice, e.g. { label: 'Created', value: deposit.createdAt }. */
export interface InvoiceDate {
  label: string;
  /** An ISO date-time from the API (shown in the viewer's zone), or null when not reached. */
  value: string | null;
}

/** One amount of the invoice in USD and, at the stored rate, in the customer's currency. */
export interface InvoiceLine {
  label: string;
  usd: string;
  local: string;
  /** The line the customer pays or receives, set in bold (e.g. the net of a withdrawal). */
  total?: boolean;
}

interface InvoiceDocumentProps {
  /** "Deposit invoice" or "Withdrawal receipt". */
  title: string;
  number: string;
  status: InvoiceStatus;
  dates: InvoiceDate[];
  customer: InvoiceCustomer;
  /** The customer's currency and the rate stored when the invoice was issued. */
  currency: { currency: Currency; rate: string };
  lines: InvoiceLine[];
  /** The server's PDF of this invoice, e.g. /api/deposits/{id}/pdf. */
  pdfUrl: string;
  /** h1 when the invoice is the page's own heading, h2 under a page title. */
  headingComponent?: 'h1' | 'h2';
  /** The kind-specific part: instructions, bank account, proof, actions. */
  children?: ReactNode;
}

/**
 * The printable layout shared by deposit invoices and withdrawal receipts: who issued it to
 * whom, when, for how much, then the part only one kind has. Print and Download PDF sit above
 * it; printing leaves out the app around it and anything marked as an action.
 */
export function InvoiceDocument({
  title,
  number,
  status,
  dates,
  customer,
  currency,
  lines,
  pdfUrl,
  headingComponent = 'h2',
  children,
}: InvoiceDocumentProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box>
      <InvoicePrintStyles />
      <Stack
        direction="row"
        spacing={1.5}
        data-print="hide"
        sx={{ justifyContent: 'flex-end', mb: 2, displayPrint: 'none' }}
      >
        <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
          {t('invoice.print')}
        </Button>
        <Button variant="contained" startIcon={<Download />} component="a" href={pdfUrl} download>
          {t('invoice.downloadPdf')}
        </Button>
      </Stack>
      <Paper
        component="article"
        variant="outlined"
        aria-labelledby={headingId}
        data-print="invoice"
        sx={{ borderRadius: 3, p: { xs: 2.5, sm: 4 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
              {BRAND_NAME}
            </Typography>
            <Typography
              id={headingId}
              variant="h2"
              component={headingComponent}
              sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 700 }}
            >
              {title}
            </Typography>
            <Typography sx={{ mt: 0.5, fontFamily: 'monospace', fontSize: '1.0625rem' }}>
              {number}
            </Typography>
          </Box>
          <Box>
            <InvoiceStatusChip status={status} size="medium" />
          </Box>
        </Stack>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fill, minmax(180px, 1fr))',
            },
            gap: 2,
            my: 3,
          }}
        >
          {dates.map((date) => (
            <Box key={date.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {date.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(date.value)}
              </Typography>
            </Box>
          ))}
        </Box>

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 3,
            mb: 3,
          }}
        >
          <Party label={t('invoice.from')}>
            <Typography sx={{ fontWeight: 600 }}>{BRAND_NAME}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('invoice.operator', { brand: BRAND_NAME })}
            </Typography>
          </Party>
          <Party label={t('invoice.to')}>
            <Typography sx={{ fontWeight: 600 }}>{customer.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              @{customer.userName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {customer.email}
            </Typography>
          </Party>
        </Box>

        <InvoiceLines lines={lines} currency={currency} />

        {children ? (
          <>
            <Divider sx={{ my: 3 }} />
            <Stack spacing={3}>{children}</Stack>
          </>
        ) : null}
      </Paper>
    </Box>
  );
}

function Party({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function InvoiceLines({
  lines,
  currency,
}: {
  lines: InvoiceLine[];
  currency: InvoiceDocumentProps['currency'];
}) {
  const { t } = useTranslation();
  const local = currency.currency !== BASE_CURRENCY;
  return (
    <Box>
      <Table size="small" aria-label={t('invoice.amounts')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice.item')}</TableCell>
            <TableCell align="right">{BASE_CURRENCY}</TableCell>
            {local ? <TableCell align="right">{currency.currency}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const weight = line.total ? 700 : undefined;
            return (
              <TableRow key={line.label}>
                <TableCell sx={{ fontWeight: weight }}>{line.label}</TableCell>
                <TableCell align="right" sx={{ fontWeight: weight, ...numeric }}>
                  {formatAmount(line.usd)}
                </TableCell>
                {local ? (
                  <TableCell align="right" sx={{ fontWeight: weight, ...numeric }}>
                    {formatAmount(line.local)}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {local ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }}>
          {t('invoice.convertedAt', { rate: rateLine(currency.currency, currency.rate) })}
        </Typography>
      ) : null}
    </Box>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A titled part of an invoice's kind-specific content, e.g. "Payment instructions". */
export function InvoiceSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Buttons that act on the invoice (Cancel, Upload…): on screen, never on paper. */
export function InvoiceActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      data-print="hide"
      sx={{ displayPrint: 'none' }}
    >
      {children}
    </Stack>
  );
}
