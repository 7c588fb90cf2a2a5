import type { ResponseSchema } from '@/lib/api-client.ts';
import { ApiError, CLIENT_ERROR_CODES, networkError, toApiError } from '@/lib/api-error.ts';
import { uploadPercent } from './upload-progress.ts';

interface UploadOptions<T> {
  /** Checks the successful answer, as apiRequest's schema does. */
  schema: ResponseSchema<T>;
  /** Told the whole percentage sent so far, each time it grows. */
  onProgress: (percent: number) => void;
  /** Aborting stops the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a state-changing upload. */
  headers?: Record<string, string>;
}

/**
 * POSTs a multipart form with the session cookie and reports how much of it has been sent.
 * fetch() cannot tell upload progress, hence XMLHttpRequest. It answers like apiRequest: the
 * checked JSON, or an ApiError for a refusal or a transport failure.
 */
export function postWithUploadProgress<T>(
  url: string,
  body: FormData,
  { schema, onProgress, signal, headers = {} }: UploadOptions<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    let lastPercent = -1;

    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      const percent = event.lengthComputable ? uploadPercent(event.loaded, event.total) : null;
      if (percent === null || percent <= lastPercent) return;
      lastPercent = percent;
      onProgress(percent);
    });
    request.addEventListener('load', () => {
      const data = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, data));
        return;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(unexpectedAnswer(request.status));
    });
    request.addEventListener('error', () => reject(networkError()));
    request.addEventListener('abort', () => reject(signal?.reason));
    request.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
    signal?.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unexpectedAnswer(status: number): ApiError {
  return new ApiError(
    status,
    CLIENT_ERROR_CODES.unexpectedResponse,
    'The server sent an answer this version of Kapital does not understand. Reload the page.',
  );
}
