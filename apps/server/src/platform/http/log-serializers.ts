import type { FastifyRequest } from 'fastify';

/**
 * Request lines without query strings: links from mails carry one-time tokens there, and no
 * token may reach a log.
 */
export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.split('?')[0],
      remoteAddress: request.ip,
    };
  },
};
