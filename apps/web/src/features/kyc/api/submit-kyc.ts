import { type KycDocumentSide, type KycStatusResponse, kycStatusResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithUploadProgress } from '@/lib/post-with-upload-progress.ts';
import { kycQueryKey } from './get-kyc.ts';

export interface SubmitKycInput {
  /** The checked text fields of kycFieldsBody. */
  fields: Record<string, string>;
  /** The documents the ID type needs, by their multipart field name. */
  files: Partial<Record<KycDocumentSide, File>>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/kyc: the fields and the documents in one multipart upload. */
export function submitKyc({
  fields,
  files,
  onProgress,
  signal,
}: SubmitKycInput): Promise<KycStatusResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [side, file] of Object.entries(files)) if (file) body.append(side, file, file.name);
  return postWithUploadProgress('/api/kyc', body, {
    schema: kycStatusResponse,
    onProgress,
    signal,
  });
}

export function useSubmitKyc(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    // The answer is the new state: the screen turns to 'pending' without asking again.
    onSuccess: (state) => queryClient.setQueryData(kycQueryKey(userId), state),
  });
}
