import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, ensureConfiguredAdmin, seedDemoData } from './db/seed.ts';
import { createDependencies } from './dependencies.ts';
import { startBackgroundJobs } from './jobs.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createDependencies(config);
  const app = await buildApp(deps);

  const adminEmail = await ensureConfiguredAdmin(deps);
  const seeded = config.demoData ? await seedDemoData(deps) : false;

  let stopBackgroundJobs = () => {};
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopBackgroundJobs();
    await app.close();
    await deps.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Prices tick once a second from now on; deps.close() stops them.
  deps.market.start();
  const address = await app.listen({ port: config.port, host: config.host });
  // Deposit invoices without proof expire 48 h after issue; stored idempotent answers age out.
  stopBackgroundJobs = startBackgroundJobs(deps, app.log);
  const lines = [
    '',
    `  Kapital ${deps.version} is running (${deps.database.driver}).`,
    `  Open ${config.baseUrl}`,
    `  API docs: ${config.baseUrl}/api/docs`,
    `  Listening on ${address}`,
  ];
  if (config.demoData) {
    lines.push(
      seeded ? '  Demo data created. Sign in with:' : '  Demo accounts:',
      `    user     ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}`,
      config.adminEmail
        ? `    admin    ${config.adminEmail} (ADMIN_PASSWORD)`
        : `    admin    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
      `    support  ${DEMO_ACCOUNTS.support.email} / ${DEMO_ACCOUNTS.support.password}`,
    );
  } else if (adminEmail) {
    lines.push(`  Admin: ${adminEmail}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
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
