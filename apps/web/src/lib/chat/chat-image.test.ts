import { CHAT_IMAGE_MAX_BYTES } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import {
  chatImageEmpty,
  chatImageTooLarge,
  chatImageWrongType,
  checkChatImage,
} from './chat-image.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];

const file = (bytes: number[], name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkChatImage', () => {
  it('takes JPEG, PNG and WebP by their first bytes', async () => {
    expect(await checkChatImage(file(PNG))).toBeNull();
    expect(await checkChatImage(file(JPEG, 'a.jpg', 'image/jpeg'))).toBeNull();
    expect(await checkChatImage(file(WEBP, 'a.webp', 'image/webp'))).toBeNull();
  });

  it('refuses HTML named .png, and a PDF', async () => {
    const html = [...new TextEncoder().encode('<html><script>alert(1)</script>')];
    expect(await checkChatImage(file(html, 'evil.png', 'image/png'))).toBe(chatImageWrongType());
    expect(await checkChatImage(file(PDF, 'doc.png'))).toBe(chatImageWrongType());
  });

  it('refuses an empty file and one over 5 MB', async () => {
    expect(await checkChatImage(file([]))).toBe(chatImageEmpty());
    const big = new File([new Uint8Array(PNG), new Uint8Array(CHAT_IMAGE_MAX_BYTES)], 'big.png');
    expect(await checkChatImage(big)).toBe(chatImageTooLarge());
    const justRight = new File(
      [new Uint8Array(PNG), new Uint8Array(CHAT_IMAGE_MAX_BYTES - PNG.length)],
      'max.png',
    );
    expect(await checkChatImage(justRight)).toBeNull();
  });

  it('says the limit in megabytes', () => {
    expect(chatImageTooLarge()).toBe('An image can be at most 5 MB');
  });
});
