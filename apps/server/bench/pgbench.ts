/**
 * The database's own ceiling on this machine, in the same run as Kapital's figures: pgbench's
 * TPC-B-like transactions (8 clients, 2 threads) on a scratch database of its own. Kapital's
 * money figures are read as ratios of it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pgbenchTps(
  databaseUrl: string,
  durationS: number,
): Promise<number | undefined> {
  try {
    await run('pgbench', ['-i', '-s', '1', '-q', databaseUrl]);
    const { stdout } = await run('pgbench', [
      '-c',
      '8',
      '-j',
      '2',
      '-T',
      String(durationS),
      databaseUrl,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps ? Math.round(Number(tps)) : undefined;
  } catch (error) {
    // Not installed (it ships with the PostgreSQL client tools): the ratios are left out.
    process.stderr.write(`pgbench did not run: ${(error as Error).message}\n`);
    return undefined;
  }
}
