import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureConfiguredAdmin, seedDemoData, workingDemoAccounts } from './db/seed.ts';
import { createDependencies } from './dependencies.ts';
import { startBackgroundJobs } from './jobs.ts';
import { drainAndClose } from './platform/lifecycle/shutdown.ts';
import { startupMessage } from './startup-message.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createDependencies(config);
  const app = await buildApp(deps);

  const adminEmail = await ensureConfiguredAdmin(deps);
  const seeded = config.demoData ? await seedDemoData(deps) : false;

  let stopBackgroundJobs = async () => {};
  const shutdown = async (signal: string) => {
    app.log.info(
      { signal, drainSeconds: config.drainSeconds },
      'draining: not ready from now on, finishing what is under way',
    );
    // Whatever hangs (a connection that never answers) must not keep a stopped instance alive.
    setTimeout(
      () => {
        app.log.error('could not finish within 30 s of draining; stopping anyway');
        process.exit(1);
      },
      (config.drainSeconds + 30) * 1000,
    ).unref();
    await drainAndClose({
      app,
      draining: deps.draining,
      drainSeconds: config.drainSeconds,
      stopBackgroundJobs: () => stopBackgroundJobs(),
      closeDependencies: () => deps.close(),
    });
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Prices tick once a second from now on; deps.close() stops them.
  deps.market.start();
  await app.listen({ port: config.port, host: config.host });
  // Deposit invoices without proof expire 48 h after issue; investment periods are paid as they
  // fall due; stored idempotent answers age out; take-profits, stop-losses and price alerts fire
  // on each tick.
  stopBackgroundJobs = await startBackgroundJobs(deps, app.log);
  process.stdout.write(
    startupMessage({
      version: deps.version,
      driver: deps.database.driver,
      baseUrl: config.baseUrl,
      demoAccounts: config.demoData ? await workingDemoAccounts(deps) : [],
      seeded,
      adminEmail,
      investmentPeriodSeconds: config.investmentPeriodSeconds,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Kapital failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
