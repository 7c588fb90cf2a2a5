import type { Investment } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { durationText, periodPhrase } from '@kapital/shared/investments';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InvoiceDocument, InvoiceSection } from '@/components/invoices/invoice-document.tsx';
import { InvoiceLoader } from '@/components/invoices/invoice-loader.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { investmentPdfUrl, useInvestment } from '../api/get-investment.ts';
import { useNow } from '../hooks/use-now.ts';
import { payoutsText } from '../lib/progress.ts';
import { investmentScheduleOf, invoiceLocalCurrency } from '../lib/schedule.ts';
import { NextPayout } from './next-payout.tsx';
import { ScheduleTable } from './schedule-table.tsx';

const usdText = (amount: string) => `${formatAmount(amount)} ${BASE_CURRENCY}`;

/** Where the investment stands, in a sentence. */
function StatusNote({ investment }: { investment: Investment }) {
  const active = investment.status === 'active';
  const now = useNow(1_000, active);
  if (active) {
    return (
      <Alert severity="info" data-testid="investment-status-note">
        <AlertTitle>Active</AlertTitle>
        {payoutsText(investment.periodsPaid, investment.periods)} made,{' '}
        {usdText(investment.earned.usd)} paid into your profit fund so far.
        {investment.nextPayoutAt ? (
          <Box sx={{ mt: 1, displayPrint: 'none' }} data-print="hide">
            <Typography component="span" variant="body2">
              Next payout:
            </Typography>
            <NextPayout
              at={investment.nextPayoutAt}
              now={now}
              withSeconds={investment.periodSeconds < 60}
            />
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ mt: 1 }}>
          This page updates by itself with each payout.
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="investment-status-note">
      <AlertTitle>Matured</AlertTitle>
      Every payout was made: {usdText(investment.earned.usd)} of profit.{' '}
      {investment.capitalReturned
        ? `Your capital of ${usdText(investment.amount.usd)} went back to your wallet on ${formatDateTime(investment.maturedAt)}.`
        : 'This package keeps the capital.'}
    </Alert>
  );
}

/** The terms as they were copied from the package when the investment was made. */
function Terms({ investment }: { investment: Investment }) {
  const terms: Array<[string, string, string?]> = [
    ['Package', investment.packageName],
    [
      'Profit rate',
      `${investment.ratePercent}% ${periodPhrase(investment.periodSeconds)}`,
      'invoice-rate',
    ],
    ['Period', durationText(investment.periodSeconds)],
    ['Payouts', String(investment.periods)],
    ['Duration', durationText(investment.periodSeconds * investment.periods)],
    ['Capital', investment.capitalReturned ? 'Returned at maturity' : 'Not returned'],
  ];
  return (
    <InvoiceSection title="Terms">
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
        Fixed when you invested on {formatDateTime(investment.startedAt)}: a later change to the
        package does not change them.
      </Typography>
    </InvoiceSection>
  );
}

function InvoiceView({ investment }: { investment: Investment }) {
  const schedule = investmentScheduleOf(investment);
  const capital = investment.capitalReturned ? investment.amount : { usd: '0.00', local: '0.00' };
  const sum = (a: string, b: string) => formatMoney(parseMoney(a) + parseMoney(b));
  const active = investment.status === 'active';
  return (
    <InvoiceDocument
      title="Investment invoice"
      number={investment.number}
      status={investment.status}
      dates={
        active
          ? [
              { label: 'Started', value: investment.startedAt },
              { label: 'Next payout', value: investment.nextPayoutAt },
              { label: 'Matures', value: investment.maturesAt },
            ]
          : [
              { label: 'Started', value: investment.startedAt },
              { label: 'Matured', value: investment.maturedAt },
            ]
      }
      customer={investment.customer}
      currency={{ currency: investment.currency, rate: investment.rate }}
      lines={[
        { label: `Investment in ${investment.packageName}`, ...investment.amount },
        { label: 'Profit per payout', ...investment.profitPerPeriod },
        {
          label: `Total profit (${investment.periods} ${investment.periods === 1 ? 'payout' : 'payouts'})`,
          ...investment.totalProfit,
        },
        { label: 'Capital back at maturity', ...capital },
        {
          label: 'You receive in all',
          usd: sum(investment.totalProfit.usd, capital.usd),
          local: sum(investment.totalProfit.local, capital.local),
          total: true,
        },
      ]}
      pdfUrl={investmentPdfUrl(investment.id)}
    >
      <StatusNote investment={investment} />
      <Terms investment={investment} />
      <InvoiceSection title="Payout schedule">
        <ScheduleTable
          label="Payout schedule"
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
  return (
    <InvoiceLoader
      query={useInvestment(userId, investmentId)}
      kind="invoice"
      listPath={paths.investmentInvoices}
      notFound="This investment does not exist or is not yours."
    >
      {(investment) => <InvoiceView investment={investment} />}
    </InvoiceLoader>
  );
}
