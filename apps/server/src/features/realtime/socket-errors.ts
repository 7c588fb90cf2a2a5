import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * What `ws` reports about a socket. A frame the client should not have sent (too large, not
 * masked, a bad opcode or close code: `WS_ERR_*`) is the client's mistake, refused by ws with
 * its close code (1009 for a frame over maxPayload): worth a line, not an error with a stack.
 * Anything else is the server's and logged as an error. Either way the socket is gone.
 */
export function handleSocketError(
  error: Error & { code?: unknown },
  socket: WebSocket,
  request: FastifyRequest,
): void {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
    request.log.info({ code: error.code, reason: error.message }, 'refused a websocket frame');
  } else {
    request.log.error({ err: error }, 'websocket failed');
  }
  socket.terminate();
}
