import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

/**
 * The headers of a call to Better Auth for `request`: the browser's own (cookies, origin, user
 * agent), with the client address Kapital read from the socket in place of any the browser
 * claimed.
 */
export function betterAuthHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  return headers;
}

/** Hands the cookies Better Auth set (session, challenge, trusted browser) on to the browser. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Why Better Auth refused: its error code ('' when it gave none) and status. */
export interface BetterAuthRefusal {
  status: number;
  code: string;
  message: string;
}

export async function refusalOf(response: Response): Promise<BetterAuthRefusal> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // No JSON: the status alone says what happened.
  }
  return {
    status: response.status,
    code: typeof body.code === 'string' ? body.code : '',
    message: typeof body.message === 'string' ? body.message : '',
  };
}

/**
 * The value of a cookie Better Auth signed (e.g. `two_factor`, named without its prefix), or
 * null when the browser sent none or one that Better Auth did not sign.
 */
export async function readBetterAuthCookie(
  auth: Auth,
  cookieHeader: string | undefined,
  name: string,
): Promise<string | null> {
  const context = await auth.$context;
  const raw = cookieHeader
    ? parseCookies(cookieHeader).get(context.createAuthCookie(name).name)
    : undefined;
  const dot = raw?.lastIndexOf('.') ?? -1;
  if (!raw || dot < 1) return null;
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', context.secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
