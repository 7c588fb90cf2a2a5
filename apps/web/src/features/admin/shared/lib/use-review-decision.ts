import { useState } from 'react';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';

/** A pending request's two answers; each button opens its own dialog. */
export type DecisionAnswer = 'approve' | 'reject';

/**
 * What a review page uses of its decision request: a TanStack mutation fits, and the input only
 * goes in, so a page whose request takes more kinds of answer fits a dialog that sends one kind.
 */
export interface DecisionRequest<TInput> {
  isPending: boolean;
  isError: boolean;
  isIdle: boolean;
  error: unknown;
  reset: () => void;
  mutate: (input: TInput, callbacks: { onSuccess: () => void; onSettled: () => void }) => void;
  mutateAsync: (input: TInput) => Promise<unknown>;
}

/** The wires every decision dialog takes from the page. */
export interface DecisionDialogProps {
  open: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
}

/** A review page's decision: its request, the dialog open, and how an answer is sent. */
export interface ReviewDecision<TInput> {
  request: DecisionRequest<TInput>;
  /** The answer whose dialog is open. */
  answering: DecisionAnswer | null;
  open: (answer: DecisionAnswer) => void;
  /** Each answer's idempotency keys: a retry of the same answer is carried out once. */
  keys: Record<DecisionAnswer, IntentKeys>;
  /** Closing a dialog forgets a failed attempt, so the page shows no stale error. */
  dialogFor: (answer: DecisionAnswer) => DecisionDialogProps;
  /**
   * Sends an answer from a confirmation, which has no room for an error: the dialog closes
   * either way, and a failure shows beside the buttons.
   */
  confirm: (input: TInput, doneMessage: string) => void;
  /**
   * Sends an answer from a form, which stays open on a failure to show it; the promise rejects,
   * so the form can put the server's field errors beside its fields.
   */
  submit: (input: TInput, doneMessage: string) => Promise<void>;
}

/** The decision of a review page, from its state; useReviewDecision keeps that state. */
export function reviewDecision<TInput>(
  request: DecisionRequest<TInput>,
  answering: DecisionAnswer | null,
  setAnswering: (answer: DecisionAnswer | null) => void,
  keys: Record<DecisionAnswer, IntentKeys>,
): ReviewDecision<TInput> {
  const close = () => {
    setAnswering(null);
    request.reset();
  };
  return {
    request,
    answering,
    open: setAnswering,
    keys,
    dialogFor: (answer) => ({
      open: answering === answer,
      busy: request.isPending,
      error: request.error,
      onClose: close,
    }),
    confirm: (input, doneMessage) =>
      request.mutate(input, {
        onSuccess: () => toast.success(doneMessage),
        onSettled: () => setAnswering(null),
      }),
    submit: (input, doneMessage) =>
      request.mutateAsync(input).then(() => {
        toast.success(doneMessage);
        setAnswering(null);
      }),
  };
}

/** Which decision dialog a review page has open, and how its answers are sent. */
export function useReviewDecision<TInput>(
  request: DecisionRequest<TInput>,
): ReviewDecision<TInput> {
  const [answering, setAnswering] = useState<DecisionAnswer | null>(null);
  const [keys] = useState(() => ({ approve: new IntentKeys(), reject: new IntentKeys() }));
  return reviewDecision(request, answering, setAnswering, keys);
}
