import { formatMoney } from '@kapital/shared';

export const CSV_HEADER = [
  'Date',
  'Type',
  'Description',
  'Amount (USD)',
  'Balance after (USD)',
  'Reference',
] as const;

export interface CsvStatementRow {
  date: string;
  type: string;
  description: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string | null;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe keeps such text text. Only text columns get it: amounts are
 * numbers the sheet must read as numbers, minus sign included.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function quoteField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** The whole CSV document, CRLF line ends as RFC 4180 asks, header row first. */
export function statementCsv(rows: readonly CsvStatementRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) {
    const text = [row.date, row.type, row.description, row.reference ?? ''].map(neutralizeFormula);
    const [date = '', type = '', description = '', reference = ''] = text;
    lines.push(
      [date, type, description, formatMoney(row.amount), formatMoney(row.balanceAfter), reference]
        .map(quoteField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
