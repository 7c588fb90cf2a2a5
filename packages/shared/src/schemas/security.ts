import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';

/**
 * The security page and the second step (SPEC.md section 4 "Security"): two-step sign-in with an
 * authenticator app (TOTP) and backup codes, passkeys, sessions, sign-in history, the fresh
 * second step money actions ask for, and staff access as a user.
 */

/** Digits of a code from an authenticator app. */
export const TOTP_DIGITS = 6;
/** How many backup codes a user gets at a time; each works once. */
export const BACKUP_CODE_COUNT = 10;
/** How many sign-in attempts the history shows. */
export const SIGN_IN_HISTORY_SIZE = 50;
/** How long a staff-access link may be opened, and how long its session lasts. */
export const STAFF_ACCESS_LINK_SECONDS = 5 * 60;
export const STAFF_ACCESS_SESSION_SECONDS = 60 * 60;
/** How long a proven second step waits for its action. */
export const SECOND_STEP_SECONDS = 5 * 60;

const passwordConfirmation = z
  .string('Enter your password')
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX_LENGTH);

/** A six-digit code from the authenticator app; spaces people type between groups are dropped. */
export const totpCodeField = z
  .string('Enter the 6-digit code from your authenticator app')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A code at sign-in: six digits from the app, or one of the backup codes (letters, digits, -). */
export const signInCodeField = z
  .string('Enter a code from your authenticator app or a backup code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(6, 'Enter a code from your authenticator app or a backup code')
      .max(32, 'Enter a code from your authenticator app or a backup code')
      .regex(/^[A-Za-z0-9-]+$/, 'Enter a code from your authenticator app or a backup code'),
  );

/** Whether a sign-in code is one from the app (else it is a backup code). */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

// ---- Two-step sign-in (TOTP) ----

/** POST /api/security/two-factor/enable: the password, before the secret is shown. */
export const enableTwoFactorBody = z.object({ password: passwordConfirmation });
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBody>;

/** Until confirmed with a code, two-step stays off: the secret is only a proposal. */
export const enableTwoFactorResponse = z.object({
  /** otpauth:// URI for the QR code. */
  totpUri: z.string(),
  /** The same secret as text (base32), for typing into an app. */
  secret: z.string(),
  /** Shown once: the server keeps them encrypted. */
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof enableTwoFactorResponse>;

/** POST /api/security/two-factor/confirm: the first code from the app turns two-step on. */
export const confirmTwoFactorBody = z.object({ code: totpCodeField });
export type ConfirmTwoFactorBody = z.input<typeof confirmTwoFactorBody>;

/** POST /api/security/two-factor/disable (with a second step for 'two-factor-off'). */
export const disableTwoFactorBody = z.object({ password: passwordConfirmation });
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBody>;

/** POST /api/security/two-factor/backup-codes: new codes; the old ones stop working. */
export const backupCodesBody = z.object({ password: passwordConfirmation });
export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponse>;

/** POST /api/account/sign-in/two-factor: the second step after the password. */
export const signInTwoFactorBody = z.object({
  code: signInCodeField,
  /** "Trust this browser for 30 days": it skips the code until then. */
  trustBrowser: z.boolean().default(false),
});
export type SignInTwoFactorBody = z.input<typeof signInTwoFactorBody>;

// ---- Passkeys ----

/** A WebAuthn response as @simplewebauthn/browser returns it; @simplewebauthn/server checks it. */
export const webAuthnResponseField = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();

export const passkeyNameField = z
  .string('Name the passkey')
  .trim()
  .min(1, 'Name the passkey, for example "My phone"')
  .max(60, 'Use at most 60 characters');

/** POST /api/security/passkeys: the browser's answer to the registration options. */
export const addPasskeyBody = z.object({ name: passkeyNameField, response: webAuthnResponseField });
export type AddPasskeyBody = z.input<typeof addPasskeyBody>;

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const passkeyParams = z.object({ id: z.string().trim().min(1).max(100) });

/** WebAuthn options (creation or request) as @simplewebauthn/server makes them. */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

/** POST /api/account/sign-in/passkey: the browser's answer to the sign-in options. */
export const signInPasskeyBody = z.object({ response: webAuthnResponseField });
export type SignInPasskeyBody = z.input<typeof signInPasskeyBody>;

// ---- The security page ----

/** GET /api/security: what is set up. */
export const securityOverviewResponse = z.object({
  twoFactor: z.object({
    enabled: z.boolean(),
    /** Backup codes not used yet; null when two-step is off. */
    backupCodesLeft: z.number().int().nullable(),
  }),
  passkeys: z.array(passkeySummarySchema),
  /** Whether money and security actions ask for a fresh second step (two-step or a passkey). */
  secondStep: z.object({ totp: z.boolean(), passkey: z.boolean() }),
});
export type SecurityOverview = z.infer<typeof securityOverviewResponse>;

export const SIGN_IN_RESULTS = [
  'signed_in',
  'wrong_password',
  'wrong_code',
  'limited',
  'blocked',
  'staff_access',
] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];
/** How an attempt proved who it was; `email_link` is the sign-in of an e-mail verification link. */
export const SIGN_IN_METHODS = [
  'password',
  'two_factor',
  'passkey',
  'email_link',
  'staff_access',
] as const;

/** Browser and system read from a user agent, for people ("Chrome 156", "Windows 10"). */
export const deviceFields = {
  browser: z.string().nullable(),
  system: z.string().nullable(),
};

/** GET /api/security/sign-ins: the last SIGN_IN_HISTORY_SIZE attempts, newest first. */
export const signInHistoryResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      ipAddress: z.string().nullable(),
      ...deviceFields,
      result: z.enum(SIGN_IN_RESULTS),
      method: z.enum(SIGN_IN_METHODS),
      /** The first sign-in from this browser on this account. */
      newDevice: z.boolean(),
    }),
  ),
});
export type SignInHistory = z.infer<typeof signInHistoryResponse>;

// ---- The fresh second step ----

/** The actions a fresh second step is asked for; a grant is good for its own purpose only. */
export const SECOND_STEP_PURPOSES = ['withdrawal', 'bank', 'two-factor-off'] as const;
export type SecondStepPurpose = (typeof SECOND_STEP_PURPOSES)[number];

/** The request header naming the grant an action spends. */
export const SECOND_STEP_HEADER = 'kapital-second-step';

/** POST /api/security/second-step: prove a step for one action with a code or a passkey. */
export const secondStepBody = z.discriminatedUnion('method', [
  z.object({
    purpose: z.enum(SECOND_STEP_PURPOSES),
    method: z.literal('totp'),
    code: totpCodeField,
  }),
  z.object({
    purpose: z.enum(SECOND_STEP_PURPOSES),
    method: z.literal('passkey'),
    /** From POST /api/security/second-step/passkey-options. */
    challengeId: z.string().min(1).max(100),
    response: webAuthnResponseField,
  }),
]);
export type SecondStepBody = z.input<typeof secondStepBody>;

export const secondStepResponse = z.object({ grant: z.string(), expiresAt: z.string() });
export type SecondStepGrant = z.infer<typeof secondStepResponse>;

/** POST /api/security/second-step/passkey-options */
export const secondStepPasskeyOptionsBody = z.object({ purpose: z.enum(SECOND_STEP_PURPOSES) });
export const secondStepPasskeyOptionsResponse = z.object({
  challengeId: z.string(),
  options: webAuthnOptionsSchema,
});

/**
 * The header of an action that may ask for a second step: the grant is optional in the schema
 * (the guard decides whether this user needs one), so a missing one is a clear 403, not a 400.
 */
export const secondStepHeaders = z.object({
  [SECOND_STEP_HEADER]: z.string().min(1).max(100).optional(),
});

// ---- Staff access ----

/** POST /api/admin/users/{userId}/staff-access: a one-time link an admin opens elsewhere. */
export const staffAccessLinkResponse = z.object({
  /** `/login-admin/{username}/{token}`, to be put after the site's origin. */
  path: z.string(),
  expiresAt: z.string(),
});
export type StaffAccessLink = z.infer<typeof staffAccessLinkResponse>;

/** POST /api/account/staff-access: the link's parts, posted by the /login-admin page. */
export const openStaffAccessBody = z.object({
  userName: z.string().trim().min(1).max(40),
  token: z.string().trim().min(1).max(200),
});
export type OpenStaffAccessBody = z.input<typeof openStaffAccessBody>;
