import type { ChatMessage } from '@kapital/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendChatMessage } from './send-chat-message.ts';

const CLIENT_ID = '4f1c2a3e-8b9d-4c5e-a6f7-1234567890ab';
const stored: ChatMessage = {
  id: 'm-1',
  text: 'Hello',
  senderId: 'user-1',
  sender: { role: 'user', name: 'Ann', photoURL: null },
  date: '2026-11-27T11:00:00.000Z',
  img: null,
  clientId: CLIENT_ID,
  readAt: null,
};

/** Just enough of XMLHttpRequest: it records the form and answers with the stored message. */
class FakeRequest extends EventTarget {
  static last: FakeRequest;
  readonly upload = new EventTarget();
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded: 50, total: 100, lengthComputable: true }),
    );
    this.status = 201;
    this.responseText = JSON.stringify({ ...stored, img: '/api/chat/images/i-1' });
    this.dispatchEvent(new Event('load'));
    this.dispatchEvent(new Event('loadend'));
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendChatMessage', () => {
  it('posts text alone as JSON with its client id', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(stored), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      sendChatMessage({ text: 'Hello', clientId: CLIENT_ID, image: null }),
    ).resolves.toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ text: 'Hello', clientId: CLIENT_ID });
  });

  it('posts an image as a multipart form, telling the upload progress', async () => {
    const image = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });
    const progress: number[] = [];
    const message = await sendChatMessage({
      text: 'See this',
      clientId: CLIENT_ID,
      image,
      onProgress: (percent) => progress.push(percent),
    });
    expect(message.img).toBe('/api/chat/images/i-1');
    expect(FakeRequest.last.url).toBe('/api/chat/messages');
    expect(FakeRequest.last.body?.get('text')).toBe('See this');
    expect(FakeRequest.last.body?.get('clientId')).toBe(CLIENT_ID);
    expect(FakeRequest.last.body?.get('image')).toBeInstanceOf(File);
    expect(progress).toEqual([50]);
  });
});
