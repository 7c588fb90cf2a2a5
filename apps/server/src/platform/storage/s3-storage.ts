import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { assertStorageKey, type Storage } from './storage.ts';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000; objects are addressed
   * path-style, `<endpoint>/<bucket>/<key>`, which every S3-compatible service accepts. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 15_000;

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Files in an S3-compatible bucket, so several app instances share them. */
export function createS3Storage(options: S3Options, fetchFn: typeof fetch = fetch): Storage {
  const base = options.endpoint.replace(/\/+$/, '');

  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    assertStorageKey(key);
    const signer = new AwsV4Signer({
      method,
      url: `${base}/${encodeURIComponent(options.bucket)}/${key}`,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        // The body's hash is signed, so the bucket refuses a body changed on the way.
        'x-amz-content-sha256': sha256Hex(body ?? Buffer.alloc(0)),
      },
      service: 's3',
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    });
    const signed = await signer.sign();
    try {
      return await fetchFn(signed.url, {
        method,
        headers: signed.headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new Error(`S3 ${method} ${key} did not answer: ${errorMessage(cause)}`, { cause });
    }
  }

  // Only the status goes into an error: the body of a bucket's answer is not ours to log.
  const failed = (method: string, key: string, status: number) =>
    new Error(`S3 ${method} ${key} answered ${status}`);

  return {
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      await response.arrayBuffer();
      if (!response.ok) throw failed('PUT', key, response.status);
    },

    async get(key) {
      const response = await send('GET', key);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 404) return null;
      if (!response.ok) throw failed('GET', key, response.status);
      return {
        body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: body.length,
      };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      await response.arrayBuffer();
      if (!response.ok && response.status !== 404) throw failed('DELETE', key, response.status);
    },
  };
}

/** fetch says only "fetch failed"; the reason (refused, timed out, DNS) is in its cause. */
function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
