/**
 * The withdrawal figure of `npm run bench`: POST /api/withdrawals through the HTTP API, each
 * request with a fresh Idempotency-Key, spread over users who may withdraw (verified e-mail,
 * approved KYC, bank details, a funded wallet). Every answer must be 201.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { createInProcessEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import { insertKyc } from '../test/helpers/kyc-rows.ts';

export interface BenchUser {
  id: string;
  cookie: string;
}

/** Enough for every request of a run many times over: 20.00 each. */
const WALLET_FUNDING = 1_000_000_00n;
const WITHDRAWAL_AMOUNT = '20.00';
/** Seconds of load before each measured run, not counted. */
export const WARM_UP_S = 3;

/** First save of the bank details: no cooldown (docs/decisions/011-bank-details-cooldown.md). */
export async function saveBankDetails(
  baseUrl: string,
  cookie: string,
  password: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/bank`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({
      bankName: 'Bench Bank',
      accountHolder: 'Bench User',
      accountNumber: `BENCH${randomBytes(4).toString('hex').toUpperCase()}`,
      swift: 'BENCHXXX',
      password,
    }),
  });
  if (response.status !== 200) {
    throw new Error(`PUT /api/bank: ${response.status} ${await response.text()}`);
  }
}

/**
 * What staff and deposits would have done, written while the server is stopped (PGlite allows
 * one process): each user's KYC approved and wallet credited from the outside world.
 */
export async function approveAndFund(
  database: { url: string | undefined; pgliteDir: string },
  users: BenchUser[],
): Promise<void> {
  const opened = await openDatabase({ ...database, poolSize: 4 });
  try {
    for (const person of users) await insertKyc(opened.db, person.id, 'approved');
    const ledger = createLedger(opened.db, createInProcessEventBus());
    const world = await ledger.systemAccount('world');
    for (const person of users) {
      const { wallet } = await ledger.userAccounts(person.id);
      await ledger.run((uow) =>
        ledger.transfer(uow, {
          debitAccountId: world.id,
          creditAccountId: wallet.id,
          amount: WALLET_FUNDING,
          kind: 'bench.fund',
          idempotencyKey: `bench-fund:${wallet.id}`,
        }),
      );
    }
  } finally {
    await opened.close();
  }
}

/**
 * Withdrawal requests per second, round robin over the users, each with a new key. A first run
 * of WARM_UP_S warms the server (JIT, pooled connections, PostgreSQL's caches) and is not
 * counted: the figure is the steady state, not a cold start.
 */
export async function loadWithdrawals(
  baseUrl: string,
  users: BenchUser[],
  options: { connections: number; durationS: number },
): Promise<{ rps: number; p99ms: number; created: number }> {
  const run = randomBytes(3).toString('hex');
  let sent = 0;
  const loadFor = async (durationS: number) => {
    const result = await autocannon({
      url: baseUrl,
      connections: options.connections,
      duration: durationS,
      requests: [
        {
          method: 'POST',
          path: '/api/withdrawals',
          setupRequest: (request) => {
            const index = sent++;
            const person = users[index % users.length];
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                origin: baseUrl,
                cookie: person?.cookie ?? '',
                'idempotency-key': `bench-${run}-${index}`,
              },
              body: JSON.stringify({ source: 'wallet', amount: WITHDRAWAL_AMOUNT }),
            };
          },
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `POST /api/withdrawals: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`,
      );
    }
    return result;
  };
  await loadFor(WARM_UP_S);
  const result = await loadFor(options.durationS);
  return {
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    created: result['2xx'],
  };
}
