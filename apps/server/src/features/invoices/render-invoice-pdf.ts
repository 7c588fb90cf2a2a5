import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceDocument } from './invoice-document.ts';
import { winAnsiText } from './win-ansi-text.ts';

// A4 in points, with 50 pt margins.
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const CONTENT_WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);
const BRAND = rgb(0.05, 0.36, 0.75);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws top to bottom, starting a new page when the next line would not fit. */
class Cursor {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  text(
    value: string,
    options: { x?: number; size?: number; bold?: boolean; color?: typeof INK; width?: number } = {},
  ): void {
    const { x = MARGIN, size = 10, bold = false, color = INK, width = CONTENT_WIDTH } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(winAnsiText(value), font, size, width)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 6;
  }

  /** One row of cells, each right-aligned at its column's right edge except the first. */
  row(
    cells: string[],
    rights: number[],
    options: { bold?: boolean; color?: typeof INK } = {},
  ): void {
    const size = 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const color = options.color ?? INK;
    this.ensure(size * 1.6);
    this.y -= size * 1.6;
    cells.forEach((cell, index) => {
      const text = winAnsiText(cell);
      const x =
        index === 0
          ? MARGIN
          : (rights[index] ?? PAGE[0] - MARGIN) - font.widthOfTextAtSize(text, size);
      this.page.drawText(text, { x, y: this.y, size, font, color });
    });
  }
}

/** Breaks text into lines that fit `width`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

function labelled(cursor: Cursor, rows: Array<[string, string]>): void {
  const labelWidth = 150;
  for (const [label, value] of rows) {
    // A row never splits across pages: its label and value are drawn from the same top.
    cursor.ensure(3 * 14);
    const top = cursor.y;
    cursor.text(label, { color: MUTED, width: labelWidth - 10 });
    const labelBottom = cursor.y;
    cursor.y = top;
    cursor.text(value, { x: MARGIN + labelWidth, width: CONTENT_WIDTH - labelWidth });
    cursor.y = Math.min(cursor.y, labelBottom);
  }
}

/** The invoice or receipt as PDF bytes: A4, Helvetica, every text WinAnsi-safe. */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  createdAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiText(`${document.title} ${document.number}`));
  pdf.setAuthor(document.brand);
  pdf.setCreator(document.brand);
  pdf.setProducer(document.brand);
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const cursor = new Cursor(pdf, fonts);

  cursor.text(document.brand, { size: 22, bold: true, color: BRAND });
  cursor.gap(6);
  cursor.text(`${document.title} ${document.number}`, { size: 16, bold: true });
  cursor.gap(4);
  labelled(cursor, document.facts);
  cursor.rule();

  const columnTop = cursor.y;
  const half = CONTENT_WIDTH / 2;
  cursor.text(document.headings.from, { size: 9, bold: true, color: MUTED });
  for (const line of document.issuer) cursor.text(line, { width: half - 10 });
  const issuerBottom = cursor.y;
  cursor.y = columnTop;
  cursor.text(document.headings.to, { x: MARGIN + half, size: 9, bold: true, color: MUTED });
  for (const line of document.customer) cursor.text(line, { x: MARGIN + half, width: half });
  cursor.y = Math.min(cursor.y, issuerBottom);
  cursor.rule();

  const rights = [
    0,
    ...document.currencies.map(
      (_, index, all) => PAGE[0] - MARGIN - (all.length - 1 - index) * 110,
    ),
  ];
  cursor.row([document.headings.description, ...document.currencies], rights, {
    bold: true,
    color: MUTED,
  });
  for (const line of document.lines) {
    cursor.row([line.label, ...line.amounts], rights, { bold: line.emphasis ?? false });
  }
  if (document.rateNote) {
    cursor.gap(4);
    cursor.text(document.rateNote, { size: 9, color: MUTED });
  }
  cursor.rule();

  cursor.text(document.payment.title, { size: 11, bold: true });
  cursor.gap(2);
  labelled(cursor, document.payment.rows);
  cursor.rule();

  cursor.text(document.headings.references, { size: 11, bold: true });
  cursor.gap(2);
  labelled(cursor, document.references);
  if (document.note) {
    cursor.rule();
    cursor.text(document.note);
  }
  return pdf.save();
}
