/** A plain object as JSON.parse returns it; for checking answers by hand. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
