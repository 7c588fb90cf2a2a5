/**
 * Idempotency keys for one dialog: the same intended action (the same values, submitted again
 * after a failure or a timeout) keeps its key, so the server moves money once; changed values
 * or a fresh start make a new key.
 */
export class IntentKeys {
  private last: { values: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(values: unknown): string {
    const serialized = JSON.stringify(values);
    if (this.last?.values !== serialized) this.last = { values: serialized, key: this.newKey() };
    return this.last.key;
  }

  /** After a success, or when the dialog is opened again: the next submit is a new action. */
  reset(): void {
    this.last = null;
  }
}
