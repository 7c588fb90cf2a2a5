/**
 * What a browser does with a money-moving request: one Idempotency-Key per user action, sent
 * again with the same body on a network error, a timeout or a 5xx until an answer comes (or
 * the deadline passes), against whichever instance the load balancer picks. Every action is
 * recorded so that reconciliation can hold the database to what the clients were told.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MARKET_ERROR_CODES } from '@kapital/shared';

export interface Session {
  userId: string;
  cookie: string;
}

/** One user action and how it ended. */
export interface ActionRecord {
  flow: string;
  userId: string;
  method: string;
  path: string;
  key: string;
  body: unknown;
  attempts: number;
  /** The final answer's status; 0 when none came before the deadline. */
  status: number;
  answer: unknown;
  replayed: boolean;
  sentAt: number;
  answeredAt: number;
}

/** A refusal the client takes as final: the market is stale or silent (no order was made). */
const FINAL_503_CODES = new Set<string>([MARKET_ERROR_CODES.stale, MARKET_ERROR_CODES.unavailable]);

const REQUEST_TIMEOUT_MS = 10_000;
/** A user keeps retrying this long; past it the action counts as unanswered. */
const RETRY_DEADLINE_MS = 120_000;

export class Traffic {
  readonly actions: ActionRecord[] = [];
  requests = 0;
  retries = 0;
  networkErrors = 0;
  /** Instance base URLs the balancer spreads requests over. */
  constructor(
    private readonly instances: () => string[],
    private readonly origin: string,
  ) {}

  private pick(): string {
    const urls = this.instances();
    return urls[Math.floor(Math.random() * urls.length)] as string;
  }

  /** A read: retried on errors too (reads never need a key). */
  async read<T>(session: Session, path: string): Promise<{ status: number; body: T }> {
    const deadline = Date.now() + RETRY_DEADLINE_MS;
    for (;;) {
      this.requests += 1;
      try {
        const response = await fetch(`${this.pick()}${path}`, {
          headers: { cookie: session.cookie },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => null)) as T;
        if (response.status < 500 || Date.now() > deadline)
          return { status: response.status, body };
      } catch (error) {
        this.networkErrors += 1;
        if (Date.now() > deadline) throw error;
      }
      this.retries += 1;
      await sleep(250 + Math.random() * 500);
    }
  }

  /**
   * A state-changing action under one Idempotency-Key, retried until answered. With `form`, the
   * request is that multipart body (the same bytes and fields on every attempt) and `body` only
   * records what it holds.
   */
  async act(
    flow: string,
    session: Session,
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    body: unknown,
    form?: FormData,
  ): Promise<ActionRecord> {
    const record: ActionRecord = {
      flow,
      userId: session.userId,
      method,
      path,
      key: `chaos-${randomUUID()}`,
      body,
      attempts: 0,
      status: 0,
      answer: null,
      replayed: false,
      sentAt: Date.now(),
      answeredAt: 0,
    };
    this.actions.push(record);
    const deadline = record.sentAt + RETRY_DEADLINE_MS;
    while (Date.now() < deadline) {
      record.attempts += 1;
      this.requests += 1;
      if (record.attempts > 1) this.retries += 1;
      try {
        const response = await fetch(`${this.pick()}${path}`, {
          method,
          headers: {
            // fetch sets a multipart body's content type with its boundary itself.
            ...(form ? {} : { 'content-type': 'application/json' }),
            origin: this.origin,
            cookie: session.cookie,
            'idempotency-key': record.key,
          },
          body: form ?? JSON.stringify(body ?? {}),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const answer = (await response.json().catch(() => null)) as {
          error?: { code?: string };
        } | null;
        const final =
          response.status < 500 ||
          (response.status === 503 && FINAL_503_CODES.has(answer?.error?.code ?? ''));
        if (final && response.status !== 429) {
          record.status = response.status;
          record.answer = answer;
          record.replayed = response.headers.get('idempotent-replayed') === 'true';
          record.answeredAt = Date.now();
          return record;
        }
      } catch {
        this.networkErrors += 1;
      }
      await sleep(250 + Math.random() * 750);
    }
    return record;
  }
}

export const isOk = (record: ActionRecord) => record.status >= 200 && record.status < 300;
