import type { SeedAccount } from './db/seed.ts';

export interface StartupFacts {
  version: string;
  driver: string;
  /** The one address to open: BASE_URL, or http://localhost:PORT without it. */
  baseUrl: string;
  /** Demo accounts that exist and take their published password; empty without DEMO_DATA. */
  demoAccounts: readonly SeedAccount[];
  /** Whether this start created the demo data. */
  seeded: boolean;
  adminEmail: string | null;
  /** INVESTMENT_PERIOD_SECONDS, when it shortens investment periods. */
  investmentPeriodSeconds?: number | undefined;
}

/**
 * What the console says once Kapital listens: one address to open (a second one, such as the
 * raw listening address, sends people to an origin that may not be trusted), and only
 * credentials that work.
 */
export function startupMessage(facts: StartupFacts): string {
  const lines = [
    '',
    `  Kapital ${facts.version} is running (${facts.driver}).`,
    `  Open ${facts.baseUrl}`,
    `  API docs: ${facts.baseUrl}/api/docs`,
  ];
  if (facts.demoAccounts.length > 0) {
    lines.push(facts.seeded ? '  Demo data created. Sign in with:' : '  Demo accounts:');
    for (const demo of facts.demoAccounts) {
      lines.push(`    ${demo.role.padEnd(8)} ${demo.email} / ${demo.password}`);
    }
  }
  if (facts.investmentPeriodSeconds !== undefined) {
    lines.push(
      `  Investment periods last ${facts.investmentPeriodSeconds} s instead of their packages' (INVESTMENT_PERIOD_SECONDS).`,
    );
  }
  if (facts.adminEmail) lines.push(`  Admin: ${facts.adminEmail} (password: ADMIN_PASSWORD)`);
  return `${lines.join('\n')}\n\n`;
}
