import {
  SECOND_STEP_HEADER,
  type SecondStepBody,
  type SecondStepGrant,
  type SecondStepPurpose,
  type SecurityOverview,
  secondStepPasskeyOptionsResponse,
  secondStepResponse,
  securityOverviewResponse,
} from '@kapital/shared';
import { ERROR_CODES, SECURITY_ERROR_CODES } from '@kapital/shared/errors';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { ApiError, CLIENT_ERROR_CODES, errorMessage, isApiError } from './api-error.ts';
import { i18n } from './i18n/i18n.ts';
import { answerWithPasskey, type PasskeyAnswer } from './passkeys.ts';

/**
 * The fresh second step that money and security actions ask for once two-step or a passkey is
 * set up (SPEC.md section 4 "Security"): the action's dialog proves it with a code from the
 * authenticator app or a passkey, gets a grant good for that one action, and sends it in the
 * SECOND_STEP_HEADER of the action's request.
 */

// ---- The API ----

/** GET /api/security: shared with the security page, which refreshes it after a change. */
export const securityQueryKey = ['security'] as const;

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return api.get('/api/security', { schema: securityOverviewResponse, signal });
}

export function securityOverviewQueryOptions() {
  return queryOptions({
    queryKey: securityQueryKey,
    queryFn: ({ signal }) => getSecurityOverview(signal),
  });
}

/** POST /api/security/second-step: a grant for one action of the purpose. */
export function proveSecondStep(body: SecondStepBody): Promise<SecondStepGrant> {
  return api.post('/api/security/second-step', body, { schema: secondStepResponse });
}

/** POST /api/security/second-step/passkey-options: the challenge a passkey signs. */
export function getSecondStepPasskeyOptions(purpose: SecondStepPurpose) {
  return api.post(
    '/api/security/second-step/passkey-options',
    { purpose },
    { schema: secondStepPasskeyOptionsResponse },
  );
}

/** Whether this account's money and security actions ask for a fresh second step. */
export function needsSecondStep(overview: Pick<SecurityOverview, 'secondStep'>): boolean {
  return overview.secondStep.totp || overview.secondStep.passkey;
}

/** An action's refusal for want of a (valid) step: the step's field shows it, not the form. */
export function isSecondStepRefusal(error: unknown): error is ApiError {
  return (
    isApiError(error, SECURITY_ERROR_CODES.secondStepRequired) ||
    isApiError(error, SECURITY_ERROR_CODES.secondStepInvalid)
  );
}

// ---- Proving a step, without React ----

/** What the prover needs from outside; the hook gives it the API and the query cache. */
export interface SecondStepServices {
  overview(): Promise<Pick<SecurityOverview, 'secondStep'>>;
  /** What is set up may have changed (a refusal said a step is needed): read it again. */
  overviewChanged(): void;
  prove(body: SecondStepBody): Promise<SecondStepGrant>;
  passkeyOptions(
    purpose: SecondStepPurpose,
  ): Promise<{ challengeId: string; options: Record<string, unknown> }>;
  answerWithPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer>;
  now(): number;
}

export interface SecondStepSnapshot {
  /** The code as typed. */
  code: string;
  /** Why the last attempt failed, shown under the field. */
  error: ApiError | null;
  /** What is on its way: the code being checked, or the passkey prompt. */
  proving: 'code' | 'passkey' | null;
  /** A passkey confirmed the next attempt of the action. */
  passkeyConfirmed: boolean;
}

const IDLE: SecondStepSnapshot = {
  code: '',
  error: null,
  proving: null,
  passkeyConfirmed: false,
};

const CODE_PATTERN = /^\d{6}$/;

/** Failures written here, in the chosen language already; the server's are translated by code. */
const writtenHere = new WeakSet<ApiError>();

function failureHere(status: number, code: string, message: string): ApiError {
  const failure = new ApiError(status, code, message);
  writtenHere.add(failure);
  return failure;
}

/** What the step's field says about a failure, in the chosen language. */
export function secondStepErrorText(error: ApiError): string {
  return writtenHere.has(error) ? error.message : errorMessage(error);
}

/**
 * One dialog's second step for one purpose: the typed code, a grant a passkey earned, and the
 * last failure. Every grant is spent by one attempt, and a code is cleared once the server has
 * seen it: a code works once.
 */
export class SecondStepProver {
  private state: SecondStepSnapshot = IDLE;
  /** From a passkey, waiting for the action's next attempt. */
  private grant: SecondStepGrant | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly purpose: SecondStepPurpose,
    private readonly services: SecondStepServices,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SecondStepSnapshot => this.state;

  setCode = (code: string): void => {
    this.update({ code, error: null });
  };

  /**
   * The headers for the action's request: the grant, or none when this account needs no step.
   * Throws an ApiError (also kept as `error`) when the step is missing or refused.
   */
  prove = async (): Promise<Record<string, string>> => {
    this.update({ proving: 'code', error: null });
    try {
      const overview = await this.services.overview();
      if (!needsSecondStep(overview)) return {};
      const held = this.takeGrant();
      if (held) return { [SECOND_STEP_HEADER]: held.grant };
      const code = this.typedCode(overview.secondStep);
      try {
        const { grant } = await this.services.prove({
          purpose: this.purpose,
          method: 'totp',
          code,
        });
        this.update({ code: '' });
        return { [SECOND_STEP_HEADER]: grant };
      } catch (error) {
        // The server has seen the code unless the request never reached it.
        if (!isApiError(error) || error.status !== 0) this.update({ code: '' });
        throw error;
      }
    } catch (error) {
      const failure = asApiError(error);
      this.update({ error: failure });
      throw failure;
    } finally {
      this.update({ proving: null });
    }
  };

  /** Asks the browser for a passkey; the grant it earns goes with the action's next attempt. */
  confirmWithPasskey = async (): Promise<boolean> => {
    this.update({ proving: 'passkey', error: null });
    try {
      const { challengeId, options } = await this.services.passkeyOptions(this.purpose);
      const response = await this.services.answerWithPasskey(options);
      this.grant = await this.services.prove({
        purpose: this.purpose,
        method: 'passkey',
        challengeId,
        response,
      });
      this.update({ passkeyConfirmed: true, code: '' });
      return true;
    } catch (error) {
      this.update({ error: asApiError(error) });
      return false;
    } finally {
      this.update({ proving: null });
    }
  };

  /**
   * Takes an action's refusal when it is about the step (none sent, or one used or expired):
   * the field shows it and asks again. False for any other refusal, which the form shows.
   */
  refused = (error: unknown): boolean => {
    if (!isSecondStepRefusal(error)) return false;
    this.grant = null;
    this.update({ error, code: '', passkeyConfirmed: false });
    this.services.overviewChanged();
    return true;
  };

  /** A fresh start, when the dialog opens again. */
  reset = (): void => {
    this.grant = null;
    this.update(IDLE);
  };

  private takeGrant(): SecondStepGrant | null {
    const held = this.grant;
    if (!held) return null;
    this.grant = null;
    this.update({ passkeyConfirmed: false });
    if (Date.parse(held.expiresAt) <= this.services.now()) {
      throw failureHere(
        403,
        SECURITY_ERROR_CODES.secondStepInvalid,
        i18n.t('secondStep.passkeyExpired'),
      );
    }
    return held;
  }

  private typedCode(methods: SecurityOverview['secondStep']): string {
    const code = this.state.code.replace(/\s+/g, '');
    if (methods.totp && CODE_PATTERN.test(code)) return code;
    let message = i18n.t('secondStep.usePasskey');
    if (methods.totp) {
      message = methods.passkey
        ? i18n.t('secondStep.enterCodeOrPasskey')
        : i18n.t('secondStep.enterCode');
    }
    throw failureHere(400, ERROR_CODES.validation, message);
  }

  private update(change: Partial<SecondStepSnapshot>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return failureHere(
    0,
    CLIENT_ERROR_CODES.unexpectedResponse,
    i18n.t('secondStep.somethingWentWrong'),
  );
}

/** The prover's services in the browser: the API, this app's cache of the overview, the clock. */
export function browserSecondStepServices(queryClient: QueryClient): SecondStepServices {
  return {
    overview: () =>
      queryClient.ensureQueryData({ ...securityOverviewQueryOptions(), revalidateIfStale: true }),
    overviewChanged: () => void queryClient.invalidateQueries({ queryKey: securityQueryKey }),
    prove: proveSecondStep,
    passkeyOptions: getSecondStepPasskeyOptions,
    answerWithPasskey,
    now: () => Date.now(),
  };
}

// ---- The hook ----

export interface SecondStep extends SecondStepSnapshot {
  purpose: SecondStepPurpose;
  /** Whether the action asks for a step; false until what is set up is known. */
  required: boolean;
  /** The ways this account can prove one. */
  methods: SecurityOverview['secondStep'];
  setCode(code: string): void;
  prove(): Promise<Record<string, string>>;
  confirmWithPasskey(): Promise<boolean>;
  refused(error: unknown): boolean;
  reset(): void;
}

const NO_METHODS: SecurityOverview['secondStep'] = { totp: false, passkey: false };

/**
 * The second step of one action's dialog (`purpose` is fixed for the dialog's life). Show it with
 * <SecondStepField step={...} />; before sending the action, `await step.prove()` for its
 * headers; hand a refusal to `step.refused(error)` so a step-related one shows under the field.
 */
export function useSecondStep(purpose: SecondStepPurpose): SecondStep {
  const queryClient = useQueryClient();
  const overview = useQuery(securityOverviewQueryOptions());
  const [prover] = useState(
    () => new SecondStepProver(purpose, browserSecondStepServices(queryClient)),
  );
  const snapshot = useSyncExternalStore(prover.subscribe, prover.getSnapshot, prover.getSnapshot);
  const methods = overview.data?.secondStep ?? NO_METHODS;
  return {
    ...snapshot,
    purpose,
    required: needsSecondStep({ secondStep: methods }),
    methods,
    setCode: prover.setCode,
    prove: prover.prove,
    confirmWithPasskey: prover.confirmWithPasskey,
    refused: prover.refused,
    reset: prover.reset,
  };
}
