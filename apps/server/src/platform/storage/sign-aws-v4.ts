import { createHash, createHmac } from 'node:crypto';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignableRequest {
  method: string;
  /** Without a query string: Kapital's requests have none, so none is signed. */
  url: URL;
  /** Lower-case names; every one is signed. `host` is added from the URL. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body; also sent as x-amz-content-sha256. */
  payloadHash: string;
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 for S3 (one request, header-based): the headers to send, Authorization
 * included. Written out because it is short and a whole SDK would be the only dependency.
 */
export function signAwsV4(
  request: SignableRequest,
  credentials: AwsCredentials,
  region: string,
  now: Date,
): Record<string, string> {
  if (request.url.search) throw new Error('signAwsV4 does not sign query strings');
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    '',
    ...names.map((name) => `${name}:${String(headers[name]).trim()}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
