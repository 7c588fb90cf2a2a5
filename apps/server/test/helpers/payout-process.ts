// One payout worker as its own process: `tsx payout-process.ts <postgres url> <now ms>`. Prints
// how many periods it paid. The two-instances test starts two at once on one database.
import { loadConfig } from '../../src/config.ts';
import { createDependencies } from '../../src/dependencies.ts';
import { payDueInvestments } from '../../src/features/investments/payout-worker.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';

const [url, now] = process.argv.slice(2);
if (!url || !now) throw new Error('usage: payout-process.ts <postgres url> <now ms>');
const nowMs = Number(now);
const deps = await createDependencies(
  {
    ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'shared-secret-shared-secret-shared-0000' }),
    databaseUrl: url,
  },
  { mailer: createMemoryMailer(), clock: { now: () => nowMs, every: () => () => {} } },
);
try {
  process.stdout.write(`${await payDueInvestments(deps, nowMs, { batchSize: 2 })}\n`);
} finally {
  await deps.close();
}
