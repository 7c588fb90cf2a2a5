/**
 * Kapital instances as `npm start` runs them (the built dist/server.js, NODE_ENV=production),
 * as child processes in their own process groups so that kill -9 reaches the whole instance.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface InstanceSettings {
  name: string;
  /** Folder holding dist/server.js (the real apps/server or a planted copy). */
  serverDir: string;
  port: number;
  env: NodeJS.ProcessEnv;
}

export interface Instance {
  name: string;
  url: string;
  /** Whether the process is running (it may still be starting). */
  running(): boolean;
  /** The last lines it wrote, for a failure message. */
  tail(): string;
  /** Exits nobody asked for (not kill9 or stop), each with the output before it. */
  crashes: string[];
  start(): Promise<void>;
  kill9(): void;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
/**
 * A stopped server gives itself 30 s after draining to finish (server.ts) and exits 1 when that
 * is not enough; the runner waits a little longer, so a stop that hangs is the server's own
 * failure, with its log. (A limit of 10 s failed a run once on a busy host, with no sign of what
 * the stop waited for; each step's time is in the log now.)
 */
const GRACEFUL_STOP_LIMIT_MS = 35_000;
const TAIL_CHARS = 4_000;

export function defineInstance(settings: InstanceSettings): Instance {
  const url = `http://127.0.0.1:${settings.port}`;
  let child: ChildProcess | undefined;
  let output = '';
  let exitExpected = false;
  const crashes: string[] = [];
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;

  return {
    name: settings.name,
    url,
    running: () => !exited(),
    tail: () => output.slice(-TAIL_CHARS),
    crashes,
    async start() {
      exitExpected = false;
      child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
        cwd: settings.serverDir,
        env: { ...settings.env, PORT: String(settings.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-TAIL_CHARS * 4);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.once('exit', (code, signal) => {
        if (!exitExpected) crashes.push(`exit ${code ?? signal}: ${crashSummary(output)}`);
      });
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (exited()) throw new Error(`${settings.name} exited while starting:\n${output}`);
        if (await answersHealth(url)) return;
        await sleep(200);
      }
      throw new Error(`${settings.name} did not answer /api/health within 60 s:\n${output}`);
    },
    kill9() {
      exitExpected = true;
      if (child?.pid && !exited()) process.kill(-child.pid, 'SIGKILL');
    },
    async stop() {
      exitExpected = true;
      if (!child?.pid || exited()) return;
      const gone = new Promise<number | null>((resolve) => child?.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      const forced = setTimeout(() => {
        if (child?.pid && !exited()) process.kill(-child.pid, 'SIGKILL');
      }, GRACEFUL_STOP_LIMIT_MS);
      const code = await gone;
      clearTimeout(forced);
      // A graceful stop drains and exits 0 (server.ts); anything else is a stop that failed.
      if (code !== 0) {
        const lastLines = output.trimEnd().split('\n').slice(-8).join('\n');
        crashes.push(
          `did not stop cleanly on SIGTERM (exit ${code ?? 'forced by SIGKILL'}); last output:\n${lastLines}`,
        );
      }
    },
  };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Whether an instance serves everything: /api/health/ready where it exists (database, event bus
 * and market feed), else /api/health (the database). `readyPath` is found once per run.
 */
export async function isReady(url: string, readyPath: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** /api/health/ready when the instance has it (any answer but 404), else /api/health. */
export async function findReadyPath(url: string): Promise<string> {
  try {
    const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 404 ? '/api/health' : '/api/health/ready';
  } catch {
    return '/api/health';
  }
}

/** The first lines of the last error an instance wrote: what a crash report needs. */
function crashSummary(output: string): string {
  const lines = output.split('\n').filter((line) => !line.startsWith('[outbox]'));
  // Node's report of an uncaught error starts with the file it was thrown in, e.g. node:events.
  const report = lines.findLastIndex((line) => /^node:\w+/.test(line));
  const message = lines.findIndex((line, index) => index > report && /Error|error:/.test(line));
  return lines
    .slice(Math.max(0, message), message + 3)
    .join('\n')
    .trim();
}
