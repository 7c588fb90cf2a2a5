/**
 * `npm run bench:web`: Lighthouse (performance only) on /login, a signed-in dashboard and the
 * trade screen a person opens directly (/trade/BTC/bitcoin), mobile and desktop presets, RUNS
 * runs each in a fresh headless Chromium, and a table of the medians. Needs `npm run build`
 * first. Not part of `npm test`: the figures depend on the machine.
 *
 *   BENCH_RUNS=3              runs per page and preset
 *   BENCH_SERVER_DIR=...      another checkout's apps/server (its own built web app), for a before/after
 *   BENCH_PAGES=dashboard     only these pages (login, dashboard, trade; comma-separated)
 *   BENCH_REPORT_DIR=...      also writes each run's full Lighthouse report there (JSON), to see
 *                             where the time went (critical chains, main-thread work, LCP element)
 *   CHROMIUM_PATH=...         defaults to /usr/bin/chromium
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../src/browser.ts';
import { newPerson } from '../src/people.ts';
import { latestMail, type RunningServer, startServer } from '../src/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A run that has not finished by then has hung (a page that never settles, a lost browser). */
const RUN_TIMEOUT_MS = 120_000;
/** Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine; such a run is redone. */
const ATTEMPTS = 3;
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** A headless Chromium with its DevTools port, cut off from everything but the local server. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'kapital-bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-domain-reliability',
      '--metrics-recording-only',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: /usr/bin/chromium is a wrapper script, and the browser and its
    // helpers must all go when a run ends.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return { port, close };
}

/** A verified user signed in through the API; the cookies their browser has, as `a=b; c=d`. */
async function signedInCookie(server: RunningServer): Promise<string> {
  const person = newPerson();
  const origin = { origin: server.baseUrl, 'content-type': 'application/json' };
  const registered = await fetch(`${server.baseUrl}/api/account/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ ...person, currency: 'USD', acceptTerms: true }),
  });
  if (!registered.ok) throw new Error(`Register failed: ${await registered.text()}`);
  const mail = await latestMail(server, person.email, 'Verify your e-mail');
  await fetch(mail.actionUrl ?? '', { redirect: 'manual' });
  const signedIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (!signedIn.ok) throw new Error(`Sign-in failed: ${await signedIn.text()}`);
  const session = signedIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  // What every page of the app sets (src/app/theme-mode.js), so a browser has it from the
  // sign-in page on: the server draws dates in this zone. Chromium here uses the machine's.
  const timeZone = `kapital-tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
  return [...session, timeZone].join('; ');
}

/**
 * Puts the cookies in the browser's own cookie jar, as after signing in. (Lighthouse's
 * extraHeaders would lose to the jar as soon as a page sets a cookie of its own.)
 */
async function putCookies(port: number, baseUrl: string, cookies: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(
      cookies.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: baseUrl };
      }),
    );
  } finally {
    await browser.close();
  }
}

async function runOnce(
  url: string,
  desktop: boolean,
  cookie: string | undefined,
  reportName: string,
): Promise<Figures> {
  const browser = await launchChromium();
  try {
    if (cookie) await putCookies(browser.port, new URL(url).origin, cookie);
    const flags = {
      port: browser.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      // The cookies put in the jar stay: each run has a fresh profile anyway.
      disableStorageReset: true,
    };
    const run = lighthouse(url, flags, desktop ? desktopConfig : undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse hung on ${url}`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== url) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: was the session refused?`);
    }
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr, null, 1));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await browser.close();
  }
}

async function withRetries(run: () => Promise<Figures>): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`run failed, trying again: ${error instanceof Error ? error.message : error}`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function row(label: string, runs: Figures[]): string[] {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    label,
    of('score').toFixed(2),
    seconds(of('fcp')),
    seconds(of('lcp')),
    `${Math.round(of('tbt'))} ms`,
    of('cls').toFixed(3),
    `${(of('bytes') / 1024).toFixed(1)} KB`,
    runs.map((run) => run.score.toFixed(2)).join(' '),
  ];
}

function printTable(rows: string[][]): void {
  const header = ['page, preset', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'each run'];
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const cells of rows) console.log(line(cells));
}

async function main(): Promise<void> {
  const server = await startServer({ LOG_LEVEL: 'error' }, process.env.BENCH_SERVER_DIR);
  try {
    const cookie = await signedInCookie(server);
    const pages = [
      { label: '/login', name: 'login', url: `${server.baseUrl}/login`, cookie: undefined },
      { label: '/ (dashboard)', name: 'dashboard', url: `${server.baseUrl}/`, cookie },
      {
        label: '/trade/BTC/bitcoin',
        name: 'trade',
        url: `${server.baseUrl}/trade/BTC/bitcoin`,
        cookie,
      },
    ];
    const rows: string[][] = [];
    for (const page of pages) {
      if (ONLY_PAGES && !ONLY_PAGES.includes(page.name)) continue;
      for (const desktop of [false, true]) {
        const label = `${page.label}, ${desktop ? 'desktop' : 'mobile'}`;
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const reportName = `${page.name}-${desktop ? 'desktop' : 'mobile'}-${run + 1}`;
          runs.push(await withRetries(() => runOnce(page.url, desktop, page.cookie, reportName)));
        }
        rows.push(row(label, runs));
        console.error(`done: ${label}`);
      }
    }
    console.log(
      `\nLighthouse ${RUNS} runs each, medians (simulated throttling; ${server.baseUrl})\n`,
    );
    printTable(rows);
  } finally {
    await server.stop();
  }
}

await main();
