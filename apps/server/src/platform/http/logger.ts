import type { FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { Config } from '../../config.ts';
import { requestSerializers } from './log-serializers.ts';

/**
 * The app's log. Pretty (the default): one short line a person reads per event, written to
 * stdout in order with the start-up message and the outbox's mail links. JSON: pino's own lines
 * for log shippers. Request lines only with LOG_REQUESTS: one person clicking makes thousands.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat' | 'logRequests'>,
): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'> {
  const logger = {
    level: config.logLevel,
    serializers: requestSerializers,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (config.logFormat === 'json') {
    return { logger, disableRequestLogging: !config.logRequests };
  }
  const prettify = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return {
    logger: {
      ...logger,
      stream: { write: (line: string) => process.stdout.write(prettify(line)) },
    },
    disableRequestLogging: !config.logRequests,
  };
}
