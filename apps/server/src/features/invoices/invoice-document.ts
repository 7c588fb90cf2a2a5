import {
  BASE_CURRENCY,
  BRAND_NAME,
  type Deposit,
  durationText,
  formatMoneyDisplay,
  type Investment,
  type InvoiceAmount,
  type InvoiceCustomer,
  parseMoney,
  type Withdrawal,
} from '@kapital/shared';

/** What an invoice or receipt says, independent of how it is drawn. */
export interface InvoiceDocument {
  brand: string;
  title: string;
  number: string;
  /** Label and value pairs under the title: status and dates. */
  facts: Array<[string, string]>;
  issuer: string[];
  customer: string[];
  /** The amounts' columns: USD, and the user's currency when it is another one. */
  currencies: string[];
  lines: Array<{ label: string; amounts: string[]; emphasis?: boolean }>;
  /** "1 USD = 4.720000 MYR", when there is another currency. */
  rateNote: string | null;
  /** A titled block of label and value pairs: where to pay, or where the money went. */
  payment: { title: string; rows: Array<[string, string]> };
  references: Array<[string, string]>;
  note: string | null;
}

const STATUS_LABELS: Record<Deposit['status'] | Withdrawal['status'], string> = {
  pending: 'Pending',
  submitted: 'Proof submitted, under review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  cancelled: 'Cancelled',
  paid: 'Paid',
};

const FUND_LABELS: Record<Withdrawal['source'], string> = {
  wallet: 'wallet',
  bonus: 'bonus fund',
  profit: 'profit fund',
};

/** "10 Mar 2026, 12:00 UTC": invoices name the time zone, the reader may be anywhere. */
export function invoiceDate(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

function customerLines(customer: InvoiceCustomer): string[] {
  return [customer.name, `@${customer.userName}`, customer.email];
}

function currencyColumns(currency: string): string[] {
  return currency === BASE_CURRENCY ? [BASE_CURRENCY] : [BASE_CURRENCY, currency];
}

function amountCells(amount: InvoiceAmount, currency: string): string[] {
  const usd = formatMoneyDisplay(parseMoney(amount.usd));
  return currency === BASE_CURRENCY ? [usd] : [usd, formatMoneyDisplay(parseMoney(amount.local))];
}

function rateNote(currency: string, rate: string): string | null {
  return currency === BASE_CURRENCY
    ? null
    : `Amounts in ${currency} at the rate stored with this document: 1 ${BASE_CURRENCY} = ${rate} ${currency}.`;
}

const ISSUER = [BRAND_NAME, 'The operator of this platform'];

export function depositDocument(deposit: Deposit): InvoiceDocument {
  const { instructions } = deposit.method;
  const facts: Array<[string, string]> = [
    ['Status', STATUS_LABELS[deposit.status]],
    ['Issued', invoiceDate(deposit.createdAt)],
  ];
  if (deposit.status === 'pending')
    facts.push(['Pay and upload proof by', invoiceDate(deposit.expiresAt)]);
  if (deposit.decidedAt) facts.push(['Decided', invoiceDate(deposit.decidedAt)]);
  const where: Array<[string, string]> =
    instructions.kind === 'bank'
      ? [
          ['Bank', instructions.bankName],
          ['Account holder', instructions.accountHolder],
          ['Account number', instructions.accountNumber],
        ]
      : [
          ['Asset', instructions.asset],
          ['Network', instructions.network],
          ['Address', instructions.address],
        ];
  const references: Array<[string, string]> = [
    ['Invoice number', deposit.number],
    ['Payment reference', deposit.reference],
  ];
  if (deposit.txReference) references.push(['Your transaction reference', deposit.txReference]);
  return {
    brand: BRAND_NAME,
    title: 'Deposit invoice',
    number: deposit.number,
    facts,
    issuer: ISSUER,
    customer: customerLines(deposit.customer),
    currencies: currencyColumns(deposit.currency),
    lines: [
      {
        label: 'Deposit to your wallet',
        amounts: amountCells(deposit.amount, deposit.currency),
        emphasis: true,
      },
    ],
    rateNote: rateNote(deposit.currency, deposit.rate),
    payment: {
      title: `Payment instructions: ${deposit.method.label}`,
      rows: [...where, ['Write in the payment memo', deposit.reference]],
    },
    references,
    note: deposit.rejectionReason ? `Rejected: ${deposit.rejectionReason}` : null,
  };
}

export function withdrawalDocument(withdrawal: Withdrawal): InvoiceDocument {
  const facts: Array<[string, string]> = [
    ['Status', STATUS_LABELS[withdrawal.status]],
    ['Requested', invoiceDate(withdrawal.createdAt)],
  ];
  if (withdrawal.decidedAt) {
    facts.push([
      withdrawal.status === 'paid' ? 'Paid' : 'Decided',
      invoiceDate(withdrawal.decidedAt),
    ]);
  }
  const references: Array<[string, string]> = [['Receipt number', withdrawal.number]];
  if (withdrawal.payoutReference) references.push(['Payout reference', withdrawal.payoutReference]);
  const { currency } = withdrawal;
  return {
    brand: BRAND_NAME,
    title: 'Withdrawal receipt',
    number: withdrawal.number,
    facts,
    issuer: ISSUER,
    customer: customerLines(withdrawal.customer),
    currencies: currencyColumns(currency),
    lines: [
      {
        label: `Withdrawal from your ${FUND_LABELS[withdrawal.source]}`,
        amounts: amountCells(withdrawal.amount, currency),
      },
      { label: 'Fee', amounts: amountCells(withdrawal.fee, currency) },
      {
        label: 'Net amount to your bank',
        amounts: amountCells(withdrawal.net, currency),
        emphasis: true,
      },
    ],
    rateNote: rateNote(currency, withdrawal.rate),
    payment: {
      title: 'Paid to this bank account',
      rows: [
        ['Bank', withdrawal.bank.bankName],
        ['Account holder', withdrawal.bank.accountHolder],
        ['Account number', withdrawal.bank.accountNumber],
        ['SWIFT/BIC', withdrawal.bank.swift],
      ],
    },
    references,
    note: withdrawal.rejectionReason ? `Rejected: ${withdrawal.rejectionReason}` : null,
  };
}

export function investmentDocument(investment: Investment): InvoiceDocument {
  const { currency } = investment;
  const facts: Array<[string, string]> = [
    ['Status', investment.status === 'active' ? 'Active' : 'Matured'],
    ['Started', invoiceDate(investment.startedAt)],
  ];
  if (investment.nextPayoutAt) facts.push(['Next payout', invoiceDate(investment.nextPayoutAt)]);
  facts.push([
    investment.maturedAt ? 'Matured' : 'Matures',
    invoiceDate(investment.maturedAt ?? investment.maturesAt),
  ]);
  const lines: InvoiceDocument['lines'] = [
    {
      label: 'Capital invested from your wallet',
      amounts: amountCells(investment.amount, currency),
    },
    {
      label: `Profit per period (${investment.ratePercent}%)`,
      amounts: amountCells(investment.profitPerPeriod, currency),
    },
    {
      label: `Total profit over ${investment.periods} periods`,
      amounts: amountCells(investment.totalProfit, currency),
      emphasis: true,
    },
    {
      label: `Profit paid so far (${investment.periodsPaid} of ${investment.periods})`,
      amounts: amountCells(investment.earned, currency),
    },
  ];
  if (investment.capitalReturned) {
    lines.push({
      label: 'Capital returned at maturity',
      amounts: amountCells(investment.amount, currency),
    });
  }
  return {
    brand: BRAND_NAME,
    title: 'Investment invoice',
    number: investment.number,
    facts,
    issuer: ISSUER,
    customer: customerLines(investment.customer),
    currencies: currencyColumns(currency),
    lines,
    rateNote: rateNote(currency, investment.rate),
    payment: {
      title: `Terms: ${investment.packageName}`,
      rows: [
        ['Profit per period', `${investment.ratePercent}% of the capital`],
        ['Period', durationText(investment.periodSeconds)],
        ['Periods', String(investment.periods)],
        ['Profit paid into', 'Profit fund'],
        [
          'Capital at maturity',
          investment.capitalReturned ? 'Returned to your wallet' : 'Not returned',
        ],
      ],
    },
    references: [['Invoice number', investment.number]],
    note: null,
  };
}
