import { apiDownload } from '@/lib/api-client.ts';

export interface DownloadedFile {
  /** An object URL of the downloaded file, for <img> or a link. */
  objectUrl: string;
  isImage: boolean;
}

/**
 * Downloads a stored file (a KYC document, a deposit's proof) with the session, to show an image
 * inline or link a PDF.
 */
export async function downloadFile(url: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const blob = await apiDownload(url, signal);
  return { objectUrl: URL.createObjectURL(blob), isImage: blob.type.startsWith('image/') };
}
