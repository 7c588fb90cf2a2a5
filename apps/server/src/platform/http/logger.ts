import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { Config } from '../../config.ts';
import { requestSerializers } from './log-serializers.ts';

/**
 * Fastify's lines for every request ("incoming request", "request completed", "route not
 * found") only when asked for. Not its `disableRequestLogging`, which would also silence the
 * warnings and errors it logs about a request (a stream or serializer failing).
 */
class RequestLines extends LogController {
  readonly #shown: boolean;

  constructor(shown: boolean) {
    super();
    this.#shown = shown;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#shown) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.#shown) super.requestCompleted(error, request, reply);
  }

  override routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#shown) super.routeNotFound(request, reply);
  }
}

/**
 * The app's log. Pretty (the default): one short line a person reads per event, written to
 * stdout in order with the start-up message and the outbox's mail links. JSON: pino's own lines
 * for log shippers. Request lines only with LOG_REQUESTS: one person clicking makes thousands.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat' | 'logRequests'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logger = {
    level: config.logLevel,
    serializers: requestSerializers,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  const logController = new RequestLines(config.logRequests);
  if (config.logFormat === 'json') return { logger, logController };
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
    logController,
  };
}
