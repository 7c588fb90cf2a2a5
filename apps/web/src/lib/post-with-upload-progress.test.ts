import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error.ts';
import { postWithUploadProgress } from './post-with-upload-progress.ts';

/** Just enough of XMLHttpRequest for the helper, driven by the test. */
class FakeRequest extends EventTarget {
  static last: FakeRequest;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.finish('abort');
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable }),
    );
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.finish('load');
  }
  finish(type: 'load' | 'error' | 'abort') {
    this.dispatchEvent(new Event(type));
    this.dispatchEvent(new Event('loadend'));
  }
}

const schema = z.object({ photoURL: z.string() });
const form = () => new FormData();

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postWithUploadProgress', () => {
  it('posts the form, reports growing percentages and returns the checked answer', async () => {
    const seen: number[] = [];
    const body = form();
    const result = postWithUploadProgress('/api/profile/avatar', body, {
      schema,
      onProgress: (percent) => seen.push(percent),
    });
    const request = FakeRequest.last;
    expect(request).toMatchObject({ method: 'POST', url: '/api/profile/avatar', body });
    expect(request.headers.Accept).toBe('application/json');

    request.progress(0, 1000);
    request.progress(250, 1000);
    request.progress(250, 1000);
    request.progress(999, 1000);
    request.progress(500, 1000, false);
    request.progress(1000, 1000);
    request.answer(200, '{"photoURL":"/api/files/avatars/abc.png"}');

    await expect(result).resolves.toEqual({ photoURL: '/api/files/avatars/abc.png' });
    expect(seen).toEqual([0, 25, 99, 100]);
  });

  it('sends the extra headers it is given', async () => {
    const result = postWithUploadProgress('/api/deposits/d1/proof', form(), {
      schema,
      onProgress: () => undefined,
      headers: { 'Idempotency-Key': 'proof-key-1' },
    });
    expect(FakeRequest.last.headers['Idempotency-Key']).toBe('proof-key-1');
    FakeRequest.last.answer(200, '{"photoURL":"x"}');
    await result;
  });

  it('turns a refusal into the ApiError the server described', async () => {
    const result = postWithUploadProgress('/api/profile/avatar', form(), {
      schema,
      onProgress: () => undefined,
    });
    FakeRequest.last.answer(
      415,
      '{"error":{"code":"UNSUPPORTED_FILE_TYPE","message":"Use a JPEG, PNG or WebP image"}}',
    );
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Use a JPEG, PNG or WebP image',
    });
  });

  it('refuses an answer of the wrong shape', async () => {
    const result = postWithUploadProgress('/api/profile/avatar', form(), {
      schema,
      onProgress: () => undefined,
    });
    FakeRequest.last.answer(200, '{"url":1}');
    await expect(result).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.unexpectedResponse });
  });

  it('reports a transport failure as a network error', async () => {
    const result = postWithUploadProgress('/api/profile/avatar', form(), {
      schema,
      onProgress: () => undefined,
    });
    FakeRequest.last.finish('error');
    await expect(result).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.network });
  });

  it('stops the upload when the signal aborts, rejecting with its reason', async () => {
    const control = new AbortController();
    const result = postWithUploadProgress('/api/profile/avatar', form(), {
      schema,
      onProgress: () => undefined,
      signal: control.signal,
    });
    const reason = new Error('left the page');
    control.abort(reason);
    expect(FakeRequest.last.aborted).toBe(true);
    await expect(result).rejects.toBe(reason);
  });

  it('sends nothing when the signal has already aborted', async () => {
    const control = new AbortController();
    control.abort();
    const before = FakeRequest.last;
    await expect(
      postWithUploadProgress('/api/profile/avatar', form(), {
        schema,
        onProgress: () => undefined,
        signal: control.signal,
      }),
    ).rejects.toBe(control.signal.reason);
    expect(FakeRequest.last).toBe(before);
  });
});
