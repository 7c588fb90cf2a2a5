import { SECURITY_ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { ChunkLoadError } from './chunk-load.ts';
import { passkeyErrorMessage, passkeyFailure } from './passkeys.ts';

/** The browser's errors are DOMExceptions; @simplewebauthn/browser keeps their names. */
const browserError = (name: string) => Object.assign(new Error('developer text'), { name });

describe('passkeyErrorMessage', () => {
  it('calls a cancelled or timed-out prompt what it is, for making and for using a passkey', () => {
    expect(passkeyErrorMessage(browserError('NotAllowedError'), 'create')).toBe(
      'No passkey was added: the request was cancelled or timed out. Try again when you are ready.',
    );
    expect(passkeyErrorMessage(browserError('NotAllowedError'), 'get')).toBe(
      'The passkey request was cancelled or timed out. Try again when you are ready.',
    );
    expect(passkeyErrorMessage(browserError('AbortError'), 'get')).toMatch(/cancelled/);
  });

  it('says when the device already holds a passkey for the account', () => {
    expect(passkeyErrorMessage(browserError('InvalidStateError'), 'create')).toBe(
      'This device already holds a passkey for your account.',
    );
  });

  it('never shows the developer text of an error', () => {
    for (const name of ['SecurityError', 'NotSupportedError', 'ConstraintError', 'UnknownError']) {
      expect(passkeyErrorMessage(browserError(name), 'create')).not.toMatch(/developer/);
    }
    expect(passkeyErrorMessage('odd', 'get')).toBe(
      'The passkey did not answer. Try again, or use another device.',
    );
  });

  it("keeps the server's words and says when the passkey code could not be downloaded", () => {
    const refused = new ApiError(400, SECURITY_ERROR_CODES.passkeyFailed, 'Not accepted.');
    expect(passkeyErrorMessage(refused, 'get')).toBe('Not accepted.');
    const missing = new ChunkLoadError('webauthn', 'missing', new Error('404'));
    expect(passkeyErrorMessage(missing, 'get')).toMatch(/could not be loaded/);
  });
});

describe('passkeyFailure', () => {
  it('turns a browser error into an ApiError a screen shows like any refusal', () => {
    const failure = passkeyFailure(browserError('NotAllowedError'), 'create');
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.code).toBe(SECURITY_ERROR_CODES.passkeyFailed);
    expect(failure.message).toMatch(/^No passkey was added/);
  });

  it("passes the server's refusal on as it is", () => {
    const refused = new ApiError(403, 'RECENT_SIGN_IN_REQUIRED', 'Sign in again first.');
    expect(passkeyFailure(refused, 'create')).toBe(refused);
  });
});
