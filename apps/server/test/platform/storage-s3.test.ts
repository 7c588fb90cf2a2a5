import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createS3Storage } from '../../src/platform/storage/s3-storage.ts';

const EXAMPLE_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The Authorization a bucket holding EXAMPLE_CREDENTIALS expects for a request it received. */
function expectedAuthorization(request: IncomingMessage, endpoint: string): Promise<string> {
  const signed = String(request.headers.authorization ?? '');
  const names = /SignedHeaders=([^,]+)/.exec(signed)?.[1]?.split(';') ?? [];
  return new AwsV4Signer({
    method: request.method ?? '',
    url: new URL(request.url ?? '/', endpoint).toString(),
    headers: Object.fromEntries(
      names
        .filter((name) => !['host', 'x-amz-date'].includes(name))
        .map((name) => [name, String(request.headers[name])]),
    ),
    service: 's3',
    region: 'eu-central-1',
    datetime: String(request.headers['x-amz-date']),
    ...EXAMPLE_CREDENTIALS,
  }).authHeader();
}

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/** A stand-in bucket on the loopback: keeps objects, and checks each request's signature. */
describe('S3 storage against a stand-in bucket', () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const received: Received[] = [];
  let server: Server;
  let endpoint: string;
  let failNext: number | null = null;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const body = Buffer.concat(chunks);
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
        });
        if (failNext) {
          response.writeHead(failNext).end('<Error><Message>secret details</Message></Error>');
          failNext = null;
          return;
        }
        if (
          (await expectedAuthorization(request, endpoint)) !== request.headers.authorization ||
          request.headers['x-amz-content-sha256'] !== sha256Hex(body)
        ) {
          response.writeHead(403).end();
          return;
        }
        const key = request.url ?? '';
        if (request.method === 'PUT') {
          objects.set(key, { body, contentType: String(request.headers['content-type']) });
          response.writeHead(200).end();
        } else if (request.method === 'GET') {
          const object = objects.get(key);
          if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
        } else if (request.method === 'DELETE') {
          objects.delete(key);
          response.writeHead(204).end();
        } else {
          response.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const storage = () =>
    createS3Storage({
      endpoint: `${endpoint}/`,
      bucket: 'kapital-files',
      region: 'eu-central-1',
      ...EXAMPLE_CREDENTIALS,
    });

  it('puts, gets and deletes an object path-style, with signed requests', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage().put('avatars/abc.png', body, 'image/png');
    const put = received.at(-1);
    expect(put).toMatchObject({ method: 'PUT', url: '/kapital-files/avatars/abc.png' });
    expect(put?.headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date,',
    );

    expect(await storage().get('avatars/abc.png')).toEqual({
      body,
      contentType: 'image/png',
      size: body.length,
    });
    await storage().delete('avatars/abc.png');
    expect(await storage().get('avatars/abc.png')).toBeNull();
    await expect(storage().delete('avatars/abc.png')).resolves.toBeUndefined();
  });

  it('a refused request throws, naming the status and not the answer', async () => {
    failNext = 500;
    const error = await storage()
      .put('avatars/x.png', Buffer.from('x'), 'image/png')
      .catch((caught: Error) => caught);
    expect(String(error)).toContain('500');
    expect(String(error)).not.toContain('secret details');

    const wrongKey = createS3Storage({
      endpoint,
      bucket: 'kapital-files',
      region: 'eu-central-1',
      accessKeyId: EXAMPLE_CREDENTIALS.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrongKey.get('avatars/x.png')).rejects.toThrow(/403/);
  });

  it('a bucket that does not answer throws, naming the request and the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'kapital-files',
      region: 'eu-central-1',
      ...EXAMPLE_CREDENTIALS,
    });
    await expect(unreachable.get('avatars/x.png')).rejects.toThrow(
      /^S3 GET avatars\/x\.png did not answer: fetch failed: .*ECONNREFUSED/,
    );
  });

  it('refuses a key that could leave the bucket path before sending anything', async () => {
    const before = received.length;
    await expect(storage().get('../other-bucket/x.png')).rejects.toThrow();
    expect(received.length).toBe(before);
  });
});

describe('STORAGE_DRIVER', () => {
  it('defaults to local files under DATA_DIR/files', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/srv/kapital',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config.storage).toEqual({ driver: 'local', dir: '/srv/kapital/files' });
  });

  it('s3 needs endpoint, bucket and keys', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), STORAGE_DRIVER: 's3' };
    expect(() => loadConfig(base)).toThrow(/S3_ENDPOINT/);
    const config = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'kapital',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'kapital',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
