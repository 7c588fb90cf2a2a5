import { SECOND_STEP_HEADER, type SecondStepBody } from '@kapital/shared';
import { ERROR_CODES, SECURITY_ERROR_CODES } from '@kapital/shared/errors';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  browserSecondStepServices,
  isSecondStepRefusal,
  SecondStepProver,
  type SecondStepServices,
  securityQueryKey,
} from './second-step.ts';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const LATER = '2026-11-27T10:05:00Z';

const PASSKEY_RESPONSE = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  response: { clientDataJSON: 'x' },
  clientExtensionResults: {},
};

function services(methods: { totp: boolean; passkey: boolean }, change = {}) {
  let grants = 0;
  const fake = {
    overview: vi.fn(async () => ({ secondStep: methods })),
    overviewChanged: vi.fn(),
    prove: vi.fn(async (_body: SecondStepBody) => {
      grants += 1;
      return { grant: `grant-${grants}`, expiresAt: LATER };
    }),
    passkeyOptions: vi.fn(async () => ({
      challengeId: 'challenge-1',
      options: { challenge: 'c' },
    })),
    answerWithPasskey: vi.fn(async () => PASSKEY_RESPONSE),
    now: () => NOW,
    ...change,
  } satisfies SecondStepServices;
  return fake;
}

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, code, message);

describe('SecondStepProver.prove', () => {
  it('sends no header and asks nothing when the account has no second step', async () => {
    const fake = services({ totp: false, passkey: false });
    const prover = new SecondStepProver('withdrawal', fake);
    await expect(prover.prove()).resolves.toEqual({});
    expect(fake.prove).not.toHaveBeenCalled();
    expect(prover.getSnapshot()).toMatchObject({ error: null, proving: null });
  });

  it('trades the typed code (spaces dropped) for a grant in the header, then clears the code', async () => {
    const fake = services({ totp: true, passkey: false });
    const prover = new SecondStepProver('bank', fake);
    prover.setCode(' 123 456 ');
    await expect(prover.prove()).resolves.toEqual({ [SECOND_STEP_HEADER]: 'grant-1' });
    expect(fake.prove).toHaveBeenCalledWith({ purpose: 'bank', method: 'totp', code: '123456' });
    expect(prover.getSnapshot()).toMatchObject({ code: '', error: null, proving: null });
  });

  it('refuses a missing or malformed code without asking the server, and says what to type', async () => {
    const fake = services({ totp: true, passkey: false });
    const prover = new SecondStepProver('withdrawal', fake);
    prover.setCode('12345');
    const error = await prover.prove().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: ERROR_CODES.validation,
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(fake.prove).not.toHaveBeenCalled();
    expect(prover.getSnapshot().error).toBe(error);
    // The typed code stays, to be corrected.
    expect(prover.getSnapshot().code).toBe('12345');
  });

  it('offers the passkey too when both are set up, and the passkey alone when only it is', async () => {
    const both = new SecondStepProver('withdrawal', services({ totp: true, passkey: true }));
    await expect(both.prove()).rejects.toThrow(
      'Enter the 6-digit code from your authenticator app, or confirm with a passkey.',
    );
    const passkeyOnly = new SecondStepProver(
      'withdrawal',
      services({ totp: false, passkey: true }),
    );
    passkeyOnly.setCode('123456');
    await expect(passkeyOnly.prove()).rejects.toThrow('Confirm with your passkey to go on.');
  });

  it.each([
    [400, SECURITY_ERROR_CODES.invalidCode, 'That code is wrong or was already used.'],
    [429, ERROR_CODES.rateLimited, 'Too many codes. Try again in 15 minutes.'],
  ])(
    'shows the server refusal %i %s under the field and clears the spent code',
    async (status, code, message) => {
      const fake = services(
        { totp: true, passkey: false },
        {
          prove: vi.fn(async () => {
            throw refusal(status, code, message);
          }),
        },
      );
      const prover = new SecondStepProver('two-factor-off', fake);
      prover.setCode('654321');
      await expect(prover.prove()).rejects.toMatchObject({ status, code, message });
      expect(prover.getSnapshot()).toMatchObject({ code: '', proving: null });
      expect(prover.getSnapshot().error?.message).toBe(message);
    },
  );

  it('keeps the code when the request never reached the server', async () => {
    const fake = services(
      { totp: true, passkey: false },
      {
        prove: vi.fn(async () => {
          throw refusal(0, 'NETWORK_ERROR', 'Kapital cannot be reached.');
        }),
      },
    );
    const prover = new SecondStepProver('withdrawal', fake);
    prover.setCode('654321');
    await expect(prover.prove()).rejects.toThrow('Kapital cannot be reached.');
    expect(prover.getSnapshot().code).toBe('654321');
  });

  it('typing a new code clears the last refusal', async () => {
    const prover = new SecondStepProver('withdrawal', services({ totp: true, passkey: false }));
    await prover.prove().catch(() => undefined);
    expect(prover.getSnapshot().error).not.toBeNull();
    prover.setCode('1');
    expect(prover.getSnapshot().error).toBeNull();
  });

  it('tells its listeners while it proves and when it is done', async () => {
    const prover = new SecondStepProver('withdrawal', services({ totp: true, passkey: false }));
    const seen: Array<string | null> = [];
    prover.subscribe(() => seen.push(prover.getSnapshot().proving));
    prover.setCode('123456');
    await prover.prove();
    expect(seen).toContain('code');
    expect(seen.at(-1)).toBeNull();
  });
});

describe('SecondStepProver with a passkey', () => {
  it('signs the challenge, then spends the grant on the next attempt only', async () => {
    const fake = services({ totp: true, passkey: true });
    const prover = new SecondStepProver('withdrawal', fake);
    await expect(prover.confirmWithPasskey()).resolves.toBe(true);
    expect(fake.passkeyOptions).toHaveBeenCalledWith('withdrawal');
    expect(fake.answerWithPasskey).toHaveBeenCalledWith({ challenge: 'c' });
    expect(fake.prove).toHaveBeenCalledWith({
      purpose: 'withdrawal',
      method: 'passkey',
      challengeId: 'challenge-1',
      response: PASSKEY_RESPONSE,
    });
    expect(prover.getSnapshot().passkeyConfirmed).toBe(true);

    await expect(prover.prove()).resolves.toEqual({ [SECOND_STEP_HEADER]: 'grant-1' });
    expect(prover.getSnapshot().passkeyConfirmed).toBe(false);
    // A grant is good once: the next attempt needs a new step.
    await expect(prover.prove()).rejects.toThrow('or confirm with a passkey');
  });

  it('shows why the passkey did not answer, and asks the server nothing', async () => {
    const cancelled = refusal(0, SECURITY_ERROR_CODES.passkeyFailed, 'The request was cancelled.');
    const fake = services(
      { totp: false, passkey: true },
      {
        answerWithPasskey: vi.fn(async () => {
          throw cancelled;
        }),
      },
    );
    const prover = new SecondStepProver('bank', fake);
    await expect(prover.confirmWithPasskey()).resolves.toBe(false);
    expect(prover.getSnapshot().error).toBe(cancelled);
    expect(fake.prove).not.toHaveBeenCalled();
  });

  it('refuses a grant that expired while the dialog waited', async () => {
    let now = NOW;
    const fake = services({ totp: false, passkey: true }, { now: () => now });
    const prover = new SecondStepProver('withdrawal', fake);
    await prover.confirmWithPasskey();
    now = Date.parse(LATER) + 1;
    await expect(prover.prove()).rejects.toThrow('Your passkey confirmation has expired.');
    expect(prover.getSnapshot().passkeyConfirmed).toBe(false);
  });
});

describe('SecondStepProver.refused', () => {
  it('takes a refusal about the step, forgets any grant and reads what is set up again', async () => {
    const fake = services({ totp: true, passkey: true });
    const prover = new SecondStepProver('withdrawal', fake);
    await prover.confirmWithPasskey();
    const used = refusal(
      403,
      SECURITY_ERROR_CODES.secondStepInvalid,
      'That confirmation was used.',
    );
    expect(prover.refused(used)).toBe(true);
    expect(prover.getSnapshot()).toMatchObject({ error: used, passkeyConfirmed: false });
    expect(fake.overviewChanged).toHaveBeenCalledOnce();
    await expect(prover.prove()).rejects.toThrow('Enter the 6-digit code');
  });

  it('leaves any other refusal to the form', () => {
    const prover = new SecondStepProver('withdrawal', services({ totp: true, passkey: false }));
    const readOnly = refusal(403, SECURITY_ERROR_CODES.staffAccessReadOnly, 'Staff access views.');
    expect(prover.refused(readOnly)).toBe(false);
    expect(prover.getSnapshot().error).toBeNull();
    expect(isSecondStepRefusal(readOnly)).toBe(false);
    expect(
      isSecondStepRefusal(refusal(403, SECURITY_ERROR_CODES.secondStepRequired, 'Confirm it.')),
    ).toBe(true);
  });
});

describe('browserSecondStepServices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the overview once into the shared cache and posts the step to the API', async () => {
    const fetchMock = vi.fn(async (path: string) => {
      const body =
        path === '/api/security'
          ? {
              twoFactor: { enabled: true, backupCodesLeft: 10 },
              passkeys: [],
              secondStep: { totp: true, passkey: false },
            }
          : { grant: 'g-1', expiresAt: LATER };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const prover = new SecondStepProver('withdrawal', browserSecondStepServices(queryClient));
    prover.setCode('123456');

    await expect(prover.prove()).resolves.toEqual({ [SECOND_STEP_HEADER]: 'g-1' });
    expect(queryClient.getQueryData(securityQueryKey)).toMatchObject({
      secondStep: { totp: true, passkey: false },
    });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/security/second-step',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ purpose: 'withdrawal', method: 'totp', code: '123456' }),
      }),
    );
  });
});
