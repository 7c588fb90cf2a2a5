import type { Investment } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InvoiceDocument, InvoiceSection } from '@/components/invoices/invoice-document.tsx';
import { InvoiceLoader } from '@/components/invoices/invoice-loader.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount, formatCount } from '@/lib/i18n/format.ts';
import { investmentPdfUrl, useInvestment } from '../api/get-investment.ts';
import { useNow } from '../hooks/use-now.ts';
import { useInvestmentsText } from '../i18n.ts';
import { durationText } from '../lib/durations.ts';
import { rateText } from '../lib/package-terms.ts';
import { investmentScheduleOf, invoiceLocalCurrency } from '../lib/schedule.ts';
import { NextPayout } from './next-payout.tsx';
import { ScheduleTable } from './schedule-table.tsx';

const usdText = (amount: string) => `${formatAmount(parseMoney(amount))} ${BASE_CURRENCY}`;

/** Where the investment stands, in a sentence. */
function StatusNote({ investment }: { investment: Investment }) {
  const { t } = useInvestmentsText();
  const active = investment.status === 'active';
  const now = useNow(1_000, active);
  if (active) {
    return (
      <Alert severity="info" data-testid="investment-status-note">
        <AlertTitle>{t('invoice.activeTitle')}</AlertTitle>
        {t('invoice.activeNote', {
          paid: investment.periodsPaid,
          count: investment.periods,
          amount: usdText(investment.earned.usd),
        })}
        {investment.nextPayoutAt ? (
          <Box sx={{ mt: 1, displayPrint: 'none' }} data-print="hide">
            <Typography component="span" variant="body2">
              {t('invoice.nextPayout')}
            </Typography>
            <NextPayout
              at={investment.nextPayoutAt}
              now={now}
              withSeconds={investment.periodSeconds < 60}
            />
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('invoice.updatesItself')}
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="investment-status-note">
      <AlertTitle>{t('invoice.maturedTitle')}</AlertTitle>
      {t('invoice.maturedNote', { amount: usdText(investment.earned.usd) })}{' '}
      {investment.capitalReturned
        ? t('invoice.capitalBackOn', {
            amount: usdText(investment.amount.usd),
            date: formatDateTime(investment.maturedAt),
          })
        : t('invoice.capitalKept')}
    </Alert>
  );
}

/** The terms as they were copied from the package when the investment was made. */
function Terms({ investment }: { investment: Investment }) {
  const { t } = useInvestmentsText();
  const terms: Array<[string, string, string?]> = [
    [t('invoice.package'), investment.packageName],
    [
      t('invoice.profitRate'),
      rateText(investment.ratePercent, investment.periodSeconds, t),
      'invoice-rate',
    ],
    [t('invoice.period'), durationText(investment.periodSeconds, t)],
    [t('invoice.payouts'), formatCount(investment.periods)],
    [t('invoice.duration'), durationText(investment.periodSeconds * investment.periods, t)],
    [
      t('invoice.capital'),
      investment.capitalReturned ? t('invoice.capitalAtMaturity') : t('invoice.capitalNotReturned'),
    ],
  ];
  return (
    <InvoiceSection title={t('invoice.termsTitle')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {terms.map(([label, value, testId]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('invoice.fixedOn', { date: formatDateTime(investment.startedAt) })}
      </Typography>
    </InvoiceSection>
  );
}

function InvoiceView({ investment }: { investment: Investment }) {
  const { t } = useInvestmentsText();
  const schedule = investmentScheduleOf(investment);
  const capital = investment.capitalReturned ? investment.amount : { usd: '0.00', local: '0.00' };
  const sum = (a: string, b: string) => formatMoney(parseMoney(a) + parseMoney(b));
  const active = investment.status === 'active';
  return (
    <InvoiceDocument
      title={t('invoice.title')}
      number={investment.number}
      status={investment.status}
      dates={
        active
          ? [
              { label: t('invoice.started'), value: investment.startedAt },
              { label: t('invoice.nextPayoutDate'), value: investment.nextPayoutAt },
              { label: t('invoice.matures'), value: investment.maturesAt },
            ]
          : [
              { label: t('invoice.started'), value: investment.startedAt },
              { label: t('invoice.matured'), value: investment.maturedAt },
            ]
      }
      customer={investment.customer}
      currency={{ currency: investment.currency, rate: investment.rate }}
      lines={[
        {
          label: t('invoice.investmentIn', { package: investment.packageName }),
          ...investment.amount,
        },
        { label: t('invoice.profitPerPayout'), ...investment.profitPerPeriod },
        {
          label: t('invoice.totalProfit', { count: investment.periods }),
          ...investment.totalProfit,
        },
        { label: t('invoice.capitalBack'), ...capital },
        {
          label: t('invoice.receiveInAll'),
          usd: sum(investment.totalProfit.usd, capital.usd),
          local: sum(investment.totalProfit.local, capital.local),
          total: true,
        },
      ]}
      pdfUrl={investmentPdfUrl(investment.id)}
    >
      <StatusNote investment={investment} />
      <Terms investment={investment} />
      <InvoiceSection title={t('invoice.scheduleTitle')}>
        <ScheduleTable
          label={t('invoice.scheduleTitle')}
          rows={schedule.rows}
          local={invoiceLocalCurrency(investment)}
          capitalReturned={investment.capitalReturned}
          withSeconds={investment.periodSeconds < 60}
        />
      </InvoiceSection>
    </InvoiceDocument>
  );
}

/** /invoice/{id}: an investment's invoice, kept up to date by each payout's invoice event. */
export function InvestmentInvoice({
  userId,
  investmentId,
}: {
  userId: string;
  investmentId: string;
}) {
  const { t } = useInvestmentsText();
  return (
    <InvoiceLoader
      query={useInvestment(userId, investmentId)}
      kind="invoice"
      listPath={paths.investmentInvoices}
      notFound={t('invoice.notFound')}
    >
      {(investment) => <InvoiceView investment={investment} />}
    </InvoiceLoader>
  );
}
