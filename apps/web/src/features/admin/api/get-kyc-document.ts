import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client.ts';
import { ADMIN_KYC_ROOT } from '../lib/console-queue-keys.ts';

export interface KycDocumentFile {
  /** An object URL of the downloaded file, for <img> or a link. */
  objectUrl: string;
  isImage: boolean;
}

/** Downloads a document through its authenticated URL, to show an image or link a PDF. */
export async function getKycDocument(url: string, signal?: AbortSignal): Promise<KycDocumentFile> {
  const blob = await apiDownload(url, signal);
  return { objectUrl: URL.createObjectURL(blob), isImage: blob.type.startsWith('image/') };
}

export const kycDocumentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [...ADMIN_KYC_ROOT, 'document', url] as const,
    queryFn: ({ signal }) => getKycDocument(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useKycDocument(url: string) {
  return useQuery(kycDocumentQueryOptions(url));
}
