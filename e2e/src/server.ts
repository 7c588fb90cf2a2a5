import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));

/** Where a server runs and writes: enough for another process to use it, e.g. a test file. */
export interface ServerAddress {
  baseUrl: string;
  dataDir: string;
  /** The file that receives everything the server prints. */
  logFile: string;
}

/** A server as the tests see it, whether this process started it or shares it. */
export interface RunningServer extends ServerAddress {
  /** What the server printed from byte `from` of its log on, for failure reports. */
  output(from?: number): string;
  /** How many bytes the server has printed so far: a mark to pass to output() later. */
  outputBytes(): number;
}

/** A server this process started, and stops. */
export interface StartedServer extends RunningServer {
  stop(): Promise<void>;
}

/** The server at `address`, started by another process (vitest's global setup). */
export function serverAt(address: ServerAddress): RunningServer {
  return {
    ...address,
    output: (from = 0) => readFileSync(address.logFile).subarray(from).toString('utf8'),
    outputBytes: () => statSync(address.logFile).size,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A real Kapital server as `npm start` runs it (production mode, the built web app), on a free
 * port with a fresh DATA_DIR and the embedded database.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** Another checkout's apps/server, for comparing builds; this one's by default. */
  fromDir: string = serverDir,
  /**
   * The host name of BASE_URL (the server listens on 127.0.0.1 either way). Passkeys need a
   * name: WebAuthn refuses an IP address as the site a credential belongs to.
   */
  hostName: '127.0.0.1' | 'localhost' = '127.0.0.1',
): Promise<StartedServer> {
  const port = await freePort();
  // The data and the log side by side, removed together when the server stops.
  const workDir = mkdtempSync(path.join(tmpdir(), 'kapital-e2e-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const baseUrl = `http://${hostName}:${port}`;
  const server = serverAt({ baseUrl, dataDir, logFile: path.join(workDir, 'server.log') });
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  // The built server, as `npm start` runs it (npm run build makes dist/server.js). Only another
  // checkout from before that build existed (decision 021) runs its source through tsx.
  const built = fromDir === serverDir || existsSync(path.join(fromDir, 'dist', 'server.js'));
  const [command, args] = built
    ? [process.execPath, ['--enable-source-maps', 'dist/server.js']]
    : ['npx', ['tsx', 'src/server.ts']];
  // Straight into a file: another process (a test file sharing this server) can read it, and
  // it is complete even when the process that started the server stops listening.
  const log = openSync(server.logFile, 'a');
  const child: ChildProcess = spawn(command, args, {
    cwd: fromDir,
    env: childEnv,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  // A run cut short (Ctrl-C) skips the afterAll hooks and the global teardown: the server ends
  // with the process that started it instead of living on.
  const killServer = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  };
  process.once('exit', killServer);

  // A few seconds on a quiet machine; over 60 s was seen while a loaded host started several
  // servers and browsers at once. Within the tests' 180 s hook timeout, with room to spare.
  const startBy = 120_000;
  const deadline = Date.now() + startBy;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Kapital exited while starting:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    killServer();
    process.off('exit', killServer);
    throw new Error(`Kapital did not start in ${startBy / 1000} s:\n${server.output()}`);
  }

  return {
    ...server,
    async stop() {
      process.off('exit', killServer);
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  actionUrl?: string;
}

/** The newest mail to `to` in the server's outbox, waiting for it to arrive. */
export async function latestMail(
  server: RunningServer,
  to: string,
  subjectIncludes: string,
): Promise<OutboxMail> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail;
      if (mail.to === to && mail.subject.includes(subjectIncludes)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subjectIncludes}" to ${to} in ${outbox}`);
}
