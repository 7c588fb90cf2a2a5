import {
  DEPOSIT_PROOF_FIELD,
  DEPOSIT_TX_REFERENCE_FIELD,
  type Deposit,
  depositSchema,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { postWithUploadProgress } from '@/lib/post-with-upload-progress.ts';
import { depositQueryKey } from './get-deposit.ts';

export interface UploadDepositProofInput {
  depositId: string;
  file: File;
  /** Optional: the bank's or the chain's id of the payment. */
  txReference: string;
  idempotencyKey: string;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/deposits/{id}/proof: the proof of payment, with its progress; the invoice moves to review. */
export function uploadDepositProof({
  depositId,
  file,
  txReference,
  idempotencyKey,
  onProgress,
  signal,
}: UploadDepositProofInput): Promise<Deposit> {
  const body = new FormData();
  // Text before the file: the server reads the fields as the stream arrives.
  if (txReference.trim()) body.append(DEPOSIT_TX_REFERENCE_FIELD, txReference.trim());
  body.append(DEPOSIT_PROOF_FIELD, file, file.name);
  return postWithUploadProgress(`/api/deposits/${encodeURIComponent(depositId)}/proof`, body, {
    schema: depositSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
    onProgress,
    signal,
  });
}

export function useUploadDepositProof(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDepositProof,
    onSuccess: (deposit) => {
      queryClient.setQueryData(depositQueryKey(userId, deposit.id), deposit);
      void queryClient.invalidateQueries({
        queryKey: [MONEY_QUERY_ROOTS.deposits, userId, 'list'],
      });
    },
  });
}
