import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.ts';

/** The admin a test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@kapital.test', password: 'admin-passphrase-e2e' };

/** Pass to startServer() for a server with the admin above. */
export const adminServerEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export interface SettingsChange {
  menuContact?: boolean;
  rateMYR?: string;
  rateIDR?: string;
  rateSGD?: string;
  rateBND?: string;
}

export interface Adjustment {
  account: 'wallet' | 'bonus' | 'profit';
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

export interface NewPaymentMethod {
  label: string;
  instructions:
    | { kind: 'bank'; bankName: string; accountHolder: string; accountNumber: string }
    | { kind: 'crypto'; asset: string; network: string; address: string };
  min: string;
  max: string;
  active: boolean;
}

/** The admin endpoints, called as the signed-in admin (plain fetch with the session cookie). */
export interface AdminApi {
  updateSettings(change: SettingsChange): Promise<void>;
  adjust(userId: string, adjustment: Adjustment): Promise<void>;
  /** Staff's KYC decisions on a pending submission (the console's queue, without its screens). */
  approveKyc(submissionId: string): Promise<void>;
  rejectKyc(submissionId: string, reason: string): Promise<void>;
  /** Staff switch a user to Real trading (needs approved KYC) or back to Free. */
  setUserTrading(userId: string, real: boolean): Promise<void>;
  /** Staff add a payment method users can add balance with (the console's dialog, without it). */
  createPaymentMethod(method: NewPaymentMethod): Promise<void>;
  /**
   * Any admin endpoint, e.g. request('PATCH', '/api/admin/packages/{id}', { ratePercent: '5.00' }):
   * the parsed JSON answer; a non-2xx answer throws with its status and body.
   */
  request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
}

/** Signs in as ADMIN on `server`; the server must have been started with adminServerEnv. */
export async function signInAsAdmin(server: RunningServer): Promise<AdminApi> {
  const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`Admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  const send = async (method: string, path: string, body: unknown, headers = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Origin: server.baseUrl,
        Cookie: cookie,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const call = async (method: string, path: string, body: unknown, headers = {}) => {
    await send(method, path, body, headers);
  };

  return {
    updateSettings: (change) => call('PATCH', '/api/admin/settings', change),
    adjust: (userId, adjustment) =>
      call('POST', `/api/admin/users/${encodeURIComponent(userId)}/adjustments`, adjustment, {
        'Idempotency-Key': randomUUID(),
      }),
    approveKyc: (submissionId) =>
      call('POST', `/api/admin/kyc/${encodeURIComponent(submissionId)}/approve`, {}),
    rejectKyc: (submissionId, reason) =>
      call('POST', `/api/admin/kyc/${encodeURIComponent(submissionId)}/reject`, { reason }),
    setUserTrading: (userId, real) =>
      call('POST', `/api/admin/users/${encodeURIComponent(userId)}/trading`, {
        userTrading: real,
      }),
    createPaymentMethod: (method) => call('POST', '/api/admin/payment-methods', method),
    request: async <T>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => (await send(method, path, body, headers)) as T,
  };
}

/** The id of the user signed in on `page`, read as the page itself would. */
export async function signedInUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/me');
  if (!response.ok()) throw new Error(`GET /api/me: ${response.status()}`);
  const { profile } = (await response.json()) as { profile: { uid: string } };
  return profile.uid;
}
