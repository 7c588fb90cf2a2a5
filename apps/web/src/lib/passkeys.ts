import type { SignInPasskeyBody } from '@kapital/shared';
import { SECURITY_ERROR_CODES } from '@kapital/shared/errors';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { ApiError, isApiError } from './api-error.ts';
import { ChunkLoadError, loadChunk } from './chunk-load.ts';
import { i18n } from './i18n/i18n.ts';

/**
 * Passkeys in the browser (WebAuthn) through @simplewebauthn/browser, which downloads with the
 * first passkey ceremony rather than with any page. Every failure comes out as an ApiError whose
 * message is written for people, so a screen shows it as it shows a refusal from the server.
 */

/** Whether this browser can use passkeys at all. Read it in an effect or a handler, not in render. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Making a passkey (the security page) or answering with one (sign-in, a second step). */
export type PasskeyCeremony = 'create' | 'get';

const CANCELLED = {
  create: 'passkeys.cancelledCreate',
  get: 'passkeys.cancelledGet',
} as const satisfies Record<PasskeyCeremony, string>;

/**
 * What to tell a person about a failed ceremony. The browser's error names (kept by
 * @simplewebauthn/browser's WebAuthnError) say what happened; their messages are for developers.
 */
export function passkeyErrorMessage(error: unknown, ceremony: PasskeyCeremony): string {
  if (isApiError(error)) return error.message;
  if (error instanceof ChunkLoadError) {
    return i18n.t('passkeys.notLoaded');
  }
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    // Browsers also answer NotAllowedError when no passkey of this site is on the device.
    case 'NotAllowedError':
    case 'AbortError':
      return i18n.t(CANCELLED[ceremony]);
    case 'InvalidStateError':
      return i18n.t('passkeys.alreadyOnDevice');
    case 'SecurityError':
      return i18n.t('passkeys.wrongAddress');
    case 'NotSupportedError':
    case 'ConstraintError':
      return i18n.t('passkeys.deviceUnsupported');
    default:
      return i18n.t('passkeys.noAnswer');
  }
}

/** A failed ceremony as the ApiError screens show; a refusal from the server stays as it was. */
export function passkeyFailure(error: unknown, ceremony: PasskeyCeremony): ApiError {
  if (isApiError(error)) return error;
  return new ApiError(0, SECURITY_ERROR_CODES.passkeyFailed, passkeyErrorMessage(error, ceremony));
}

type WebAuthnBrowser = typeof import('@simplewebauthn/browser');
let webAuthnLoad: Promise<WebAuthnBrowser> | undefined;

/** The library, downloaded once; a failed download is forgotten so the next try loads it again. */
function loadWebAuthn(): Promise<WebAuthnBrowser> {
  if (!webAuthnLoad) {
    webAuthnLoad = loadChunk('webauthn', () => import('@simplewebauthn/browser'));
    webAuthnLoad.catch(() => {
      webAuthnLoad = undefined;
    });
  }
  return webAuthnLoad;
}

/** The device's answer as the API takes it (the shared webAuthnResponseField). */
export type PasskeyAnswer = SignInPasskeyBody['response'];

/** The library's answer as the contract's plain records (its interfaces have no index type). */
function asPasskeyAnswer(
  answer: RegistrationResponseJSON | AuthenticationResponseJSON,
): PasskeyAnswer {
  return {
    ...answer,
    response: { ...answer.response },
    clientExtensionResults: { ...answer.clientExtensionResults },
  };
}

function assertBrowserHasPasskeys(): void {
  if (!browserHasPasskeys()) {
    throw new ApiError(
      0,
      SECURITY_ERROR_CODES.passkeyFailed,
      i18n.t('passkeys.browserUnsupported'),
    );
  }
}

/** Asks the device to make a passkey from the server's registration options. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  assertBrowserHasPasskeys();
  try {
    const { startRegistration } = await loadWebAuthn();
    return asPasskeyAnswer(
      await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      }),
    );
  } catch (error) {
    throw passkeyFailure(error, 'create');
  }
}

/** Asks the device to answer the server's challenge with one of its passkeys. */
export async function answerWithPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  assertBrowserHasPasskeys();
  try {
    const { startAuthentication } = await loadWebAuthn();
    return asPasskeyAnswer(
      await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      }),
    );
  } catch (error) {
    throw passkeyFailure(error, 'get');
  }
}
