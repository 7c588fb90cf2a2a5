import { type AwsCredentials, sha256Hex, signAwsV4 } from './sign-aws-v4.ts';
import { assertStorageKey, type Storage } from './storage.ts';

export interface S3Options extends AwsCredentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000; objects are addressed
   * path-style, `<endpoint>/<bucket>/<key>`, which every S3-compatible service accepts. */
  endpoint: string;
  bucket: string;
  region: string;
}

const TIMEOUT_MS = 15_000;

/** Files in an S3-compatible bucket, so several app instances share them. */
export function createS3Storage(options: S3Options, fetchFn: typeof fetch = fetch): Storage {
  const base = options.endpoint.replace(/\/+$/, '');

  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    assertStorageKey(key);
    const url = new URL(`${base}/${encodeURIComponent(options.bucket)}/${key}`);
    const headers = signAwsV4(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
      },
      options,
      options.region,
      new Date(),
    );
    // `host` is set by fetch itself from the URL.
    const { host: _host, ...sent } = headers;
    return fetchFn(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
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
