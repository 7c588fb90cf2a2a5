import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { session, user } from './auth.ts';

/**
 * One sign-in attempt on an account, for the user's sign-in history. Attempts on addresses that
 * belong to nobody are not kept: there is no one to show them to.
 */
export const signInAttempt = pgTable(
  'sign_in_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    result: text('result', {
      enum: ['signed_in', 'wrong_password', 'wrong_code', 'limited', 'blocked', 'staff_access'],
    }).notNull(),
    /** How the person proved who they are: password, password + code, passkey, staff link. */
    method: text('method', {
      enum: ['password', 'two_factor', 'passkey', 'email_link', 'staff_access'],
    }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** A successful sign-in from a browser the account had not signed in from before. */
    newDevice: boolean('new_device').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_attempt_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A one-time link an admin issued to view Kapital as a user (`/login-admin/{username}/{token}`).
 * Only the token's SHA-256 is kept; using it sets `usedAt` once.
 */
export const staffAccessToken = pgTable(
  'staff_access_token',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    issuedBy: text('issued_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_access_token_user_idx').on(table.userId)],
);

/**
 * A fresh second step (a TOTP code or a passkey confirmation) for one money or security action
 * of one session. A passkey confirmation first stores its challenge here; a proven step is a
 * grant the action's request names, spent by that action alone.
 */
export const secondStepGrant = pgTable(
  'second_step_grant',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The action it is for: 'withdrawal', 'bank', 'two-factor-off'. */
    purpose: text('purpose').notNull(),
    /** The WebAuthn challenge of a passkey confirmation still to be answered. */
    challenge: text('challenge'),
    /** Set once the code or the passkey proved the step. */
    provenAt: timestamp('proven_at', { withTimezone: true }),
    /** Set once an action spent it; with the action's Idempotency-Key, so a retry still passes. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedKey: text('used_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_step_grant_session_idx').on(table.sessionId)],
);
