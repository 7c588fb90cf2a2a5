import { formatMoney } from '@kapital/shared/money';
import { z } from 'zod';
import { readAmount } from './i18n/format.ts';

/**
 * An amount as a person typed it ("1,000.5") as the API writes it ("1000.50"); text that does not
 * read as an amount stays as it is, for a schema to say what is wrong. Zero reads too: whether it
 * is allowed is the schema's to say.
 */
export function plainAmount(text: string): string {
  const typed = readAmount(text, { allowZero: true });
  return typed.ok ? formatMoney(typed.minor) : text;
}

/**
 * A form's check for an API body whose amounts people type as they write them ("1,000.50"):
 * each named field that reads as an amount becomes the plain decimal the API takes ("1000.50"),
 * then the API's own schema judges the body, so a form and the server refuse with one wording.
 * What does not read as an amount goes on as typed, for that schema to say what is wrong.
 */
export function readingTypedAmounts<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  fields: readonly (keyof z.input<Schema> & string)[],
) {
  return z
    .custom<z.input<Schema>>()
    .transform((values) => {
      const plain: Record<string, unknown> = { ...values };
      for (const field of fields) {
        const text = plain[field];
        if (typeof text === 'string') plain[field] = plainAmount(text);
      }
      return plain;
    })
    .pipe(schema);
}
