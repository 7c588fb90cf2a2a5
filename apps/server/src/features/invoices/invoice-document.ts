import {
  BASE_CURRENCY,
  BRAND_NAME,
  type Deposit,
  durationText,
  formatMoney,
  type Investment,
  type InvoiceAmount,
  type InvoiceCustomer,
  type Language,
  parseMoney,
  type Withdrawal,
} from '@kapital/shared';
import type { TFunction } from 'i18next';
import { formatAmount, INTL_LOCALES } from '../../platform/i18n/translator.ts';
import { invoiceT } from './invoice-texts.ts';

/** What an invoice or receipt says, independent of how it is drawn. */
export interface InvoiceDocument {
  brand: string;
  title: string;
  /** The section headings the layout draws, in the document's language. */
  headings: { from: string; to: string; description: string; references: string };
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

/**
 * "10 Mar 2026, 12:00 UTC": invoices name the time zone, the reader may be anywhere. English
 * writes the day first (en-GB), as the invoices always have; the others as their locale does.
 */
export function invoiceDate(iso: string, language: Language): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString(language === 'en' ? 'en-GB' : INTL_LOCALES[language], {
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

/** An amount as the language writes numbers ("1,234.50", "1.234,50"); its value unchanged. */
function amountText(amount: string, language: Language): string {
  return formatAmount(formatMoney(parseMoney(amount)), language, true);
}

function amountCells(amount: InvoiceAmount, currency: string, language: Language): string[] {
  const usd = amountText(amount.usd, language);
  return currency === BASE_CURRENCY ? [usd] : [usd, amountText(amount.local, language)];
}

function rateNote(t: TFunction, currency: string, rate: string): string | null {
  return currency === BASE_CURRENCY ? null : t('rateNote', { currency, base: BASE_CURRENCY, rate });
}

/** What every document of a language shares: its brand, issuer and section headings. */
function frame(t: TFunction) {
  return {
    brand: BRAND_NAME,
    issuer: [BRAND_NAME, t('issuer')],
    headings: {
      from: t('heading.from'),
      to: t('heading.to'),
      description: t('heading.description'),
      references: t('heading.references'),
    },
  };
}

/** A deposit invoice in its owner's language. */
export function depositDocument(deposit: Deposit, language: Language): InvoiceDocument {
  const t = invoiceT(language);
  const date = (iso: string) => invoiceDate(iso, language);
  const { instructions } = deposit.method;
  const facts: Array<[string, string]> = [
    [t('fact.status'), t(`status.${deposit.status}`)],
    [t('fact.issued'), date(deposit.createdAt)],
  ];
  if (deposit.status === 'pending') facts.push([t('fact.payBy'), date(deposit.expiresAt)]);
  if (deposit.decidedAt) facts.push([t('fact.decided'), date(deposit.decidedAt)]);
  const where: Array<[string, string]> =
    instructions.kind === 'bank'
      ? [
          [t('payment.bank'), instructions.bankName],
          [t('payment.accountHolder'), instructions.accountHolder],
          [t('payment.accountNumber'), instructions.accountNumber],
        ]
      : [
          [t('payment.asset'), instructions.asset],
          [t('payment.network'), instructions.network],
          [t('payment.address'), instructions.address],
        ];
  const references: Array<[string, string]> = [
    [t('reference.invoiceNumber'), deposit.number],
    [t('reference.paymentReference'), deposit.reference],
  ];
  if (deposit.txReference) references.push([t('reference.yourTransaction'), deposit.txReference]);
  return {
    ...frame(t),
    title: t('title.deposit'),
    number: deposit.number,
    facts,
    customer: customerLines(deposit.customer),
    currencies: currencyColumns(deposit.currency),
    lines: [
      {
        label: t('line.deposit'),
        amounts: amountCells(deposit.amount, deposit.currency, language),
        emphasis: true,
      },
    ],
    rateNote: rateNote(t, deposit.currency, deposit.rate),
    payment: {
      title: t('payment.instructions', { method: deposit.method.label }),
      rows: [...where, [t('payment.memo'), deposit.reference]],
    },
    references,
    note: deposit.rejectionReason ? t('rejected', { reason: deposit.rejectionReason }) : null,
  };
}

/** A withdrawal receipt in its owner's language. */
export function withdrawalDocument(withdrawal: Withdrawal, language: Language): InvoiceDocument {
  const t = invoiceT(language);
  const date = (iso: string) => invoiceDate(iso, language);
  const facts: Array<[string, string]> = [
    [t('fact.status'), t(`status.${withdrawal.status}`)],
    [t('fact.requested'), date(withdrawal.createdAt)],
  ];
  if (withdrawal.decidedAt) {
    facts.push([
      withdrawal.status === 'paid' ? t('fact.paid') : t('fact.decided'),
      date(withdrawal.decidedAt),
    ]);
  }
  const references: Array<[string, string]> = [[t('reference.receiptNumber'), withdrawal.number]];
  if (withdrawal.payoutReference) {
    references.push([t('reference.payoutReference'), withdrawal.payoutReference]);
  }
  const { currency } = withdrawal;
  return {
    ...frame(t),
    title: t('title.withdrawal'),
    number: withdrawal.number,
    facts,
    customer: customerLines(withdrawal.customer),
    currencies: currencyColumns(currency),
    lines: [
      {
        label: t('line.withdrawal', { fund: t(`fund.${withdrawal.source}`) }),
        amounts: amountCells(withdrawal.amount, currency, language),
      },
      { label: t('line.fee'), amounts: amountCells(withdrawal.fee, currency, language) },
      {
        label: t('line.net'),
        amounts: amountCells(withdrawal.net, currency, language),
        emphasis: true,
      },
    ],
    rateNote: rateNote(t, currency, withdrawal.rate),
    payment: {
      title: t('payment.paidTo'),
      rows: [
        [t('payment.bank'), withdrawal.bank.bankName],
        [t('payment.accountHolder'), withdrawal.bank.accountHolder],
        [t('payment.accountNumber'), withdrawal.bank.accountNumber],
        [t('payment.swift'), withdrawal.bank.swift],
      ],
    },
    references,
    note: withdrawal.rejectionReason ? t('rejected', { reason: withdrawal.rejectionReason }) : null,
  };
}

/** An investment invoice in its owner's language. */
export function investmentDocument(investment: Investment, language: Language): InvoiceDocument {
  const t = invoiceT(language);
  const date = (iso: string) => invoiceDate(iso, language);
  const { currency } = investment;
  const cells = (amount: InvoiceAmount) => amountCells(amount, currency, language);
  const facts: Array<[string, string]> = [
    [t('fact.status'), t(investment.status === 'active' ? 'status.active' : 'status.matured')],
    [t('fact.started'), date(investment.startedAt)],
  ];
  if (investment.nextPayoutAt) facts.push([t('fact.nextPayout'), date(investment.nextPayoutAt)]);
  facts.push([
    investment.maturedAt ? t('fact.matured') : t('fact.matures'),
    date(investment.maturedAt ?? investment.maturesAt),
  ]);
  const lines: InvoiceDocument['lines'] = [
    { label: t('line.capital'), amounts: cells(investment.amount) },
    {
      label: t('line.profitPerPeriod', { rate: investment.ratePercent }),
      amounts: cells(investment.profitPerPeriod),
    },
    {
      label: t('line.totalProfit', { periods: investment.periods }),
      amounts: cells(investment.totalProfit),
      emphasis: true,
    },
    {
      label: t('line.profitPaid', { paid: investment.periodsPaid, periods: investment.periods }),
      amounts: cells(investment.earned),
    },
  ];
  if (investment.capitalReturned) {
    lines.push({ label: t('line.capitalReturned'), amounts: cells(investment.amount) });
  }
  return {
    ...frame(t),
    title: t('title.investment'),
    number: investment.number,
    facts,
    customer: customerLines(investment.customer),
    currencies: currencyColumns(currency),
    lines,
    rateNote: rateNote(t, currency, investment.rate),
    payment: {
      title: t('payment.terms', { packageName: investment.packageName }),
      rows: [
        [t('payment.profitPerPeriod'), t('payment.profitShare', { rate: investment.ratePercent })],
        // The package's period as the shared money helpers write it (English for now).
        [t('payment.period'), durationText(investment.periodSeconds)],
        [t('payment.periods'), String(investment.periods)],
        [t('payment.profitPaidInto'), t('payment.profitFund')],
        [
          t('payment.capitalAtMaturity'),
          investment.capitalReturned ? t('payment.capitalReturned') : t('payment.capitalKept'),
        ],
      ],
    },
    references: [[t('reference.invoiceNumber'), investment.number]],
    note: null,
  };
}
