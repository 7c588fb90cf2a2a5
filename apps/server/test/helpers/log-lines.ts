import fs from 'node:fs';
import { onTestFinished, vi } from 'vitest';

/** One JSON log line as pino writes it. */
export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/** pino's number for the error level: a line at or above it is a server error. */
export const ERROR_LEVEL = 50;

/**
 * Catches the JSON log lines that pino writes to standard output until the calling test ends,
 * instead of printing them. The app must log with LOG_FORMAT json.
 */
export function catchLogLines(): LogLine[] {
  const lines: LogLine[] = [];
  const caught = (data: unknown) => {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
    if (!text.startsWith('{"level"')) return false;
    for (const line of text.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    return true;
  };
  const realWrite = fs.write;
  const realWriteSync = fs.writeSync;
  const write = vi.spyOn(fs, 'write').mockImplementation(((
    fd: number,
    data: unknown,
    ...rest: unknown[]
  ) => {
    if (caught(data)) {
      const callback = rest.at(-1) as (error: null, written: number) => void;
      process.nextTick(() => callback(null, Buffer.byteLength(data as string)));
      return;
    }
    return (realWrite as (...args: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write);
  const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((
    fd: number,
    data: unknown,
    ...rest: unknown[]
  ) => {
    if (caught(data)) return Buffer.byteLength(data as string);
    return (realWriteSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync);
  onTestFinished(() => {
    write.mockRestore();
    writeSync.mockRestore();
  });
  return lines;
}
