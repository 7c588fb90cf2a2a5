import { randomUUID } from 'node:crypto';
import type { Deposit, Withdrawal } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, withdrawals } from '../../src/db/schema/index.ts';
import {
  depositDocument,
  withdrawalDocument,
} from '../../src/features/invoices/invoice-document.ts';
import { renderInvoicePdf } from '../../src/features/invoices/render-invoice-pdf.ts';
import { winAnsiText } from '../../src/features/invoices/win-ansi-text.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import type { TestUser } from '../helpers/users.ts';
import { insertWithdrawalRow } from '../helpers/withdrawals.ts';

/** The text a PDF draws, one string per text operation, read back from its content streams. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        texts.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return texts;
}

const depositFixture: Deposit = {
  id: 'dep-1',
  number: 'DEP-000042',
  reference: 'KP-7F3K9QX2',
  status: 'pending',
  amount: { usd: '1234.50', local: '5826.84' },
  currency: 'MYR',
  rate: '4.720000',
  method: {
    id: 'm-1',
    label: 'USDT on Tron',
    instructions: {
      kind: 'crypto',
      asset: 'USDT',
      network: 'TRC20',
      address: `T${'x'.repeat(119)}`,
    },
  },
  customer: { name: 'Zoë Łukasz 王', userName: 'zoe_l', email: 'zoe@example.com' },
  proof: null,
  txReference: null,
  rejectionReason: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  expiresAt: '2026-03-12T12:00:00.000Z',
  decidedAt: null,
};

const withdrawalFixture: Withdrawal = {
  id: 'wd-1',
  number: 'WD-000007',
  source: 'bonus',
  status: 'paid',
  amount: { usd: '100.00', local: '100.00' },
  fee: { usd: '2.00', local: '2.00' },
  net: { usd: '98.00', local: '98.00' },
  currency: 'USD',
  rate: '1.000000',
  bank: {
    bankName: 'Example Bank',
    accountHolder: 'Ada Lovelace',
    accountNumber: 'GB00TEST12345678',
    swift: 'EXAMGB2L',
  },
  customer: { name: 'Ada Lovelace', userName: 'ada', email: 'ada@example.com' },
  payoutReference: 'PAY-2026-0001',
  rejectionReason: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  decidedAt: '2026-03-11T09:30:00.000Z',
};

describe('invoice PDFs, rendered', () => {
  it('draws a deposit invoice: number, status, dates, parties, both currencies, instructions', async () => {
    const bytes = await renderInvoicePdf(depositDocument(depositFixture, 'en'), new Date());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        'Kapital',
        'Deposit invoice DEP-000042',
        'Pending',
        '10 Mar 2026, 12:00 UTC',
        '12 Mar 2026, 12:00 UTC',
        'Zoë ?ukasz ?',
        '@zoe_l',
        'zoe@example.com',
        'USD',
        'MYR',
        '1,234.50',
        '5,826.84',
        'Payment instructions: USDT on Tron',
        'TRC20',
        'KP-7F3K9QX2',
      ]),
    );
    expect(text.join(' ')).toContain('1 USD = 4.720000 MYR');
    // The 120-character address is wrapped, never cut off.
    expect(text.filter((line) => /^T?x+$/.test(line)).join('')).toBe(`T${'x'.repeat(119)}`);
  });

  it('draws a withdrawal receipt with amount, fee, net, bank account and payout reference', async () => {
    const bytes = await renderInvoicePdf(withdrawalDocument(withdrawalFixture, 'en'), new Date());
    const text = await pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        'Withdrawal receipt WD-000007',
        'Paid',
        '11 Mar 2026, 09:30 UTC',
        'Withdrawal from your bonus fund',
        '100.00',
        'Fee',
        '2.00',
        'Net amount to your bank',
        '98.00',
        'Example Bank',
        'GB00TEST12345678',
        'EXAMGB2L',
        'PAY-2026-0001',
      ]),
    );
    // USD users see one column and no rate.
    expect(text).not.toContain('MYR');
    expect(text.join(' ')).not.toContain('1 USD =');
  });

  it('says why a rejected document was rejected', async () => {
    const bytes = await renderInvoicePdf(
      withdrawalDocument(
        {
          ...withdrawalFixture,
          status: 'rejected',
          payoutReference: null,
          rejectionReason: 'The account holder does not match',
        },
        'en',
      ),
      new Date(),
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Rejected: The account holder does not match');
    expect(text).toContain('Rejected');
  });

  it('maps any text to what Helvetica can draw', () => {
    expect(winAnsiText('Crème brûlée — “ok” €5')).toBe('Crème brûlée — “ok” €5');
    expect(winAnsiText('Dvořák Łódź')).toBe('Dvorák ?ódz');
    expect(winAnsiText('line\nbreak\ttab')).toBe('line break tab');
    expect(winAnsiText('王 😀 x²')).toBe('? ? x²');
    expect(winAnsiText('a\u2212b\u2009c')).toBe('a-b c');
  });
});

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let depositId: string;
let withdrawalId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [owner, stranger] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
  const instructions = {
    kind: 'bank' as const,
    bankName: 'Kapital Receiving Bank',
    accountHolder: 'Kapital Ltd',
    accountNumber: '12345678',
  };
  const methodId = await insertPaymentMethod(t.db, { label: 'Bank transfer', instructions });
  depositId = randomUUID();
  await t.db.insert(deposits).values({
    id: depositId,
    reference: 'KP-PDFTEST1',
    userId: owner.id,
    methodId,
    methodLabel: 'Bank transfer',
    instructions,
    amount: 5000n,
    currency: 'USD',
    rate: '1',
    status: 'approved',
    createdAt: new Date('2026-03-10T12:00:00.000Z'),
    expiresAt: new Date('2026-03-12T12:00:00.000Z'),
    decidedAt: new Date('2026-03-10T15:00:00.000Z'),
  });
  withdrawalId = await insertWithdrawalRow(
    t.db,
    owner.id,
    'pending',
    new Date('2026-03-10T12:00:00.000Z'),
  );
});
afterAll(async () => {
  await t?.close();
});

async function numberOf(table: typeof deposits | typeof withdrawals, id: string) {
  const [row] = await t.db.select({ number: table.number }).from(table).where(eq(table.id, id));
  return row?.number ?? '';
}

describe('GET /api/deposits/{id}/pdf and /api/withdrawals/{id}/pdf', () => {
  it("downloads the owner's deposit invoice", async () => {
    const number = await numberOf(deposits, depositId);
    expect(number).toMatch(/^DEP-\d{6}$/);
    const response = await get(t, `/api/deposits/${depositId}/pdf`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        `Deposit invoice ${number}`,
        'Approved',
        '10 Mar 2026, 15:00 UTC',
        'Ada Lovelace',
        `@${owner.userName}`,
        owner.email,
        '50.00',
        'Kapital Receiving Bank',
        'KP-PDFTEST1',
      ]),
    );
  });

  it("is in the owner's language: Indonesian labels, dates and number format", async () => {
    const reader = await verifiedUser(t);
    const chosen = await send(t, 'PUT', '/api/profile/language', {
      cookie: reader.cookie,
      payload: { language: 'id' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const id = await insertWithdrawalRow(
      t.db,
      reader.id,
      'pending',
      new Date('2026-03-10T12:00:00.000Z'),
    );
    const number = await numberOf(withdrawals, id);
    const response = await get(t, `/api/withdrawals/${id}/pdf`, reader.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        `Bukti penarikan ${number}`,
        'Menunggu',
        'Diajukan',
        '10 Mar 2026, 12:00 UTC',
        'Dari',
        'Kepada',
        'Keterangan',
        'Referensi',
        'Biaya',
        '30,00',
        '28,70',
      ]),
    );
    expect(text).not.toContain('Withdrawal receipt');
  });

  it("downloads the owner's withdrawal receipt", async () => {
    const number = await numberOf(withdrawals, withdrawalId);
    const response = await get(t, `/api/withdrawals/${withdrawalId}/pdf`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([`Withdrawal receipt ${number}`, 'Pending', '30.00', '1.30', '28.70']),
    );
  });

  it('answers 404 for another user and for unknown ids, 401 without a session', async () => {
    expectError(await get(t, `/api/deposits/${depositId}/pdf`, stranger.cookie), 404, 'NOT_FOUND');
    expectError(
      await get(t, `/api/withdrawals/${withdrawalId}/pdf`, stranger.cookie),
      404,
      'NOT_FOUND',
    );
    expectError(await get(t, `/api/deposits/${randomUUID()}/pdf`, owner.cookie), 404, 'NOT_FOUND');
    expectError(await get(t, `/api/withdrawals/${depositId}/pdf`, owner.cookie), 404, 'NOT_FOUND');
    expectError(await get(t, `/api/deposits/${depositId}/pdf`), 401, 'UNAUTHENTICATED');
  });
});
