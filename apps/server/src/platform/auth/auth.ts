import { passkey } from '@better-auth/passkey';
import { accountRestriction, DEFAULT_LANGUAGE, signOutNotice } from '@kapital/shared';
import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, recipientOf, verificationMail } from '../mail/templates.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { createDeviceCookie, type DeviceCookie } from './device-cookie.ts';
import { registrationContext } from './registration-context.ts';
import { voidResetLinks } from './reset-links.ts';
import { sessionEndContext } from './session-end-context.ts';
import { staffAccessSessions } from './staff-access-session.ts';

/** The header our Fastify bridge sets from the socket address; clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-kapital-client-ip';

export interface AuthDependencies {
  config: Config;
  db: Db;
  mailer: Mailer;
  events: EventBus;
}

/** Kapital's columns on Better Auth's user: read by Better Auth, never writable through it. */
const userFields = {
  firstName: { type: 'string', input: false, required: false, defaultValue: '' },
  userName: { type: 'string', input: false, required: false },
  currency: { type: 'string', input: false, required: false },
  userBlock: { type: 'boolean', input: false, required: false, defaultValue: false },
  userStatus: { type: 'string', input: false, required: false, defaultValue: 'active' },
  userTrading: { type: 'boolean', input: false, required: false, defaultValue: false },
  role: { type: 'string', input: false, required: false, defaultValue: 'user' },
  phone: { type: 'string', input: false, required: false },
  country: { type: 'string', input: false, required: false },
  referredBy: { type: 'string', input: false, required: false },
  signupIp: { type: 'string', input: false, required: false },
  // Set at registration (through registrationContext) and by PUT /api/profile/language only.
  language: { type: 'string', input: false, required: false, defaultValue: DEFAULT_LANGUAGE },
  // Read when a blocked or banned user tries to sign in; the session's answers leave it out.
  restrictionReason: { type: 'string', input: false, required: false, returned: false },
} as const;

/** Kapital's column on Better Auth's session. */
const sessionFields = {
  // The admin viewing as the user through a staff-access link; such a session is read-only.
  staffAccessBy: { type: 'string', input: false, required: false },
} as const;

/** Wrong codes in a row before two-step sign-in waits (Better Auth's account lockout). */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_LOCK_SECONDS = 15 * 60;
/** "Trust this browser": how long a browser skips the code. */
export const TRUSTED_BROWSER_SECONDS = 30 * 24 * 60 * 60;

export function createAuth({ config, db, mailer, events }: AuthDependencies) {
  const devices = createDeviceCookie(config);
  return betterAuth({
    appName: 'Kapital',
    // Without BASE_URL, links in mail go to the loopback address the person is using.
    baseURL:
      config.loopbackOrigins.length > 0
        ? {
            allowedHosts: config.loopbackOrigins.map((origin) => new URL(origin).host),
            protocol: 'http',
            fallback: config.baseUrl,
          }
        : config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Fastify's rate limiter guards these routes; one limiter is easier to reason about.
    rateLimit: { enabled: false },
    logger: { disabled: config.env === 'test' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
      transaction: true,
    }),
    user: { additionalFields: userFields },
    session: { additionalFields: sessionFields },
    plugins: [
      twoFactor({
        issuer: 'Kapital',
        trustDeviceMaxAge: TRUSTED_BROWSER_SECONDS,
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_MAX_FAILURES,
          durationSeconds: TWO_FACTOR_LOCK_SECONDS,
        },
      }),
      // WebAuthn binds a passkey to the site's host name: the one BASE_URL names.
      passkey({ rpID: new URL(config.baseUrl).hostname, rpName: 'Kapital' }),
      staffAccessSessions({ db, clientIpHeader: CLIENT_IP_HEADER }),
      // Last: its hook runs after the plugins' own, when a sign-in is known to be complete.
      deviceCookiePlugin(devices),
    ],
    advanced: {
      // Better Auth skips its origin check when it sees a test runner; the tests check the
      // behaviour people get.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      requireEmailVerification: false,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token, url: endpoint }) {
        // The page, not Better Auth's endpoint, on the origin Better Auth resolved for the request.
        const page = `${new URL(endpoint).origin}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(recipientOf(user), page));
      },
      async onPasswordReset({ user }) {
        await voidResetLinks(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        if (registrationContext.getStore()?.silent) return;
        await mailer.send(verificationMail(recipientOf(user), url));
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as { newPassword?: unknown } | undefined;
        if (
          (ctx.path === '/reset-password' || ctx.path === '/change-password') &&
          typeof body?.newPassword === 'string' &&
          isCommonPassword(body.newPassword)
        ) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
        // SPEC: a password change ends the other sessions, whatever the client asks for.
        if (ctx.path === '/change-password' && body && typeof body === 'object') {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession;
        if (!signedIn || ctx.context.returned instanceof APIError) return;
        if (ctx.path === '/change-password') await voidResetLinks(db, signedIn.user.id);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const pending = registrationContext.getStore();
            if (!pending) {
              throw new APIError('FORBIDDEN', {
                message: 'Register through /api/account/register',
              });
            }
            const { emailVerified, ...fields } = pending.fields;
            return {
              data: { ...user, ...fields, emailVerified: emailVerified ?? user.emailVerified },
            };
          },
        },
        update: {
          // A verified e-mail, a new name: every instance's cached sessions read the row again.
          async after(user) {
            await events.publish({ type: 'user.changed', userId: user.id });
          },
        },
      },
      session: {
        create: {
          // Every way of signing in ends here, so this is where banned and blocked users stop.
          async before(session, context) {
            // Inside Better Auth's transaction only its own adapter may query: on PGlite a
            // second connection would wait for the transaction forever.
            const owner = context
              ? ((await context.context.internalAdapter.findUserById(session.userId)) as {
                  userStatus?: string;
                  userBlock?: boolean;
                  restrictionReason?: string | null;
                } | null)
              : (
                  await db
                    .select({
                      userStatus: schema.user.userStatus,
                      userBlock: schema.user.userBlock,
                      restrictionReason: schema.user.restrictionReason,
                    })
                    .from(schema.user)
                    .where(eq(schema.user.id, session.userId))
                )[0];
            const refusal = owner ? accountRestriction(owner) : null;
            if (refusal) {
              throw new APIError('FORBIDDEN', {
                code: refusal,
                message: signOutNotice(refusal, owner?.restrictionReason ?? null),
              });
            }
          },
        },
        delete: {
          // Sign-out, revocation, password change and reset all end sessions through Better
          // Auth's adapter: the browsers of exactly those sessions stop hearing events at once,
          // told why when another browser of the user ended them.
          async after(session) {
            const ended = sessionEndContext.getStore();
            await events.publish({
              type: 'session.closed',
              userId: session.userId,
              sessionId: session.id,
              ...(ended ? { reason: ended.reason } : {}),
            });
          },
        },
      },
    },
  });
}

/**
 * Marks the browser as one the account signed in from (the device cookie) once a sign-in is
 * complete: by password, by the code after it, by passkey, by registration or verification
 * link. Two-step sign-in's own hook, which runs before this one, withdraws the session of a
 * password sign-in that still waits for its code, so a browser that knew only the password is
 * not vouched for.
 */
function deviceCookiePlugin(devices: DeviceCookie) {
  return {
    id: 'kapital-device-cookie',
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn || ctx.context.returned instanceof APIError) return;
            // An admin's browser viewing as the user (staff access) is not a browser of theirs.
            if (signedIn.session.staffAccessBy) return;
            const known = devices.read(ctx.headers?.get('cookie'));
            const cookie = devices.issue(signedIn.user.id, known);
            ctx.setCookie(cookie.name, cookie.value, cookie.attributes);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = AuthSession['user'];
