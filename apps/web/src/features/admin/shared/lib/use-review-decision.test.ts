import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentKeys } from '@/lib/intent-key.ts';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import {
  type DecisionAnswer,
  type DecisionRequest,
  reviewDecision,
} from './use-review-decision.ts';

type Input = { decision: DecisionAnswer };

function fakeRequest(overrides: Partial<DecisionRequest<Input>> = {}): DecisionRequest<Input> {
  return {
    isPending: false,
    isError: false,
    isIdle: true,
    error: null,
    reset: vi.fn(),
    mutate: vi.fn(),
    mutateAsync: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function decisionOn(request: DecisionRequest<Input>, answering: DecisionAnswer | null = null) {
  const setAnswering = vi.fn();
  const keys = { approve: new IntentKeys(), reject: new IntentKeys() };
  return { decision: reviewDecision(request, answering, setAnswering, keys), setAnswering };
}

const toastMessages = () => getToasts().map((entry) => entry.message);

afterEach(() => {
  for (const entry of getToasts()) dismissToast(entry.id);
});

describe('reviewDecision', () => {
  it("wires each answer's dialog: only the open one shows, all share the request's state", () => {
    const request = fakeRequest({ isPending: true, error: 'refused' });
    const { decision } = decisionOn(request, 'reject');
    expect(decision.dialogFor('reject')).toMatchObject({
      open: true,
      busy: true,
      error: 'refused',
    });
    expect(decision.dialogFor('approve').open).toBe(false);
  });

  it('closing forgets a failed attempt, so no stale error stays on the page', () => {
    const request = fakeRequest();
    const { decision, setAnswering } = decisionOn(request, 'approve');
    decision.dialogFor('approve').onClose();
    expect(setAnswering).toHaveBeenCalledWith(null);
    expect(request.reset).toHaveBeenCalled();
  });

  it('a confirmation closes whether the answer succeeds or fails, and tells of a success', () => {
    const request = fakeRequest();
    const { decision, setAnswering } = decisionOn(request, 'approve');
    decision.confirm({ decision: 'approve' }, 'Approved.');
    const [input, callbacks] = vi.mocked(request.mutate).mock.calls[0] ?? [];
    expect(input).toEqual({ decision: 'approve' });

    callbacks?.onSettled();
    expect(setAnswering).toHaveBeenCalledWith(null);
    expect(toastMessages()).toEqual([]);
    callbacks?.onSuccess();
    expect(toastMessages()).toEqual(['Approved.']);
  });

  it('a form closes and tells of a success', async () => {
    const request = fakeRequest();
    const { decision, setAnswering } = decisionOn(request, 'reject');
    await decision.submit({ decision: 'reject' }, 'Rejected.');
    expect(request.mutateAsync).toHaveBeenCalledWith({ decision: 'reject' });
    expect(setAnswering).toHaveBeenCalledWith(null);
    expect(toastMessages()).toEqual(['Rejected.']);
  });

  it('a form stays open on a failure and passes it on, for its fields to show', async () => {
    const failure = new Error('Reason too short');
    const request = fakeRequest({ mutateAsync: vi.fn(() => Promise.reject(failure)) });
    const { decision, setAnswering } = decisionOn(request, 'reject');
    await expect(decision.submit({ decision: 'reject' }, 'Rejected.')).rejects.toBe(failure);
    expect(setAnswering).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([]);
  });
});
