import { formatMoney, readTypedMoney } from '@kapital/shared/money';
import { z } from 'zod';

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
        if (typeof text !== 'string') continue;
        // Zero reads too: whether it is allowed is the schema's to say.
        const typed = readTypedMoney(text, { allowZero: true });
        if (typed.ok) plain[field] = formatMoney(typed.minor);
      }
      return plain;
    })
    .pipe(schema);
}
