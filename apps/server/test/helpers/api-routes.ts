import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { type Db, queryRows } from '../../src/db/client.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const STATE_CHANGING: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** One operation of the OpenAPI document, as a test needs it to build a request. */
export interface ApiRoute {
  method: HttpMethod;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  params: string[];
  query: string[];
  /** The request headers it documents, lower case (`idempotency-key`). */
  headers: string[];
  /** Whether the document describes a JSON body. */
  jsonBody: boolean;
}

/** A route with a JSON body and no parameters, for a test that names the route itself. */
export function jsonBodyRoute(method: HttpMethod, path: string): ApiRoute {
  return { method, path, params: [], query: [], headers: [], jsonBody: true };
}

/** Every operation the app documents, read from the app itself so a new route is covered. */
export function documentedRoutes(app: App): ApiRoute[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const named = (place: string) =>
        parameters.filter((parameter) => parameter.in === place).map(({ name }) => name);
      return {
        method: method.toUpperCase() as HttpMethod,
        path,
        params: named('path'),
        query: named('query'),
        headers: named('header').map((name) => name.toLowerCase()),
        jsonBody: Boolean(operation.requestBody?.content?.['application/json']),
      };
    }),
  );
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, unknown> };
}

/**
 * The Better Auth endpoints a browser may POST to (hidden from the document), and sign-up,
 * which is closed but must be refused the same way.
 */
export const BETTER_AUTH_POSTS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-out',
  '/api/auth/send-verification-email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
] as const;

/** The route's URL with each `{name}` replaced by `values[name]` (or `fallback`), encoded. */
export function urlOf(route: ApiRoute, values: Record<string, string>, fallback = 'x'): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? fallback),
  );
}

/**
 * A digest of every table's rows: equal digests mean nothing was written, updated or deleted.
 */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql`select md5(coalesce(string_agg(whole_row::text, ',' order by whole_row::text), '')) as digest
          from ${sql.identifier(name)} whole_row`,
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

async function tableNames(db: Db): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tables.map(({ name }) => name);
}

/** Rows in every table: a refused request changes none of them. */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
