import { AVATAR_MAX_BYTES } from '@kapital/shared/constants';
import { describe, expect, it } from 'vitest';
import '@/features/profile/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { avatarFileProblem, hasAvatarSignature } from './avatar-file.ts';

const t = i18n.getFixedT('en', 'profile');

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
// "RIFF", a little-endian size, "WEBP".
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
// A Windows executable starts with "MZ".
const EXE_HEAD = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0];

function fileOf(head: number[], size = head.length, type = 'image/png'): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new Blob([bytes], { type });
}

describe('hasAvatarSignature', () => {
  it.each([
    ['PNG', PNG_HEAD],
    ['JPEG', JPEG_HEAD],
    ['WebP', WEBP_HEAD],
  ])('recognises a %s by its first bytes', (_, head) => {
    expect(hasAvatarSignature(new Uint8Array(head))).toBe(true);
  });

  it.each([
    ['an executable', EXE_HEAD],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
    ['a RIFF that is not WebP (WAV)', [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]],
    ['a PNG signature cut short', PNG_HEAD.slice(0, 5)],
    ['nothing', []],
  ])('refuses %s', (_, head) => {
    expect(hasAvatarSignature(new Uint8Array(head))).toBe(false);
  });
});

describe('avatarFileProblem', () => {
  it('accepts an image of exactly 2 MB', async () => {
    await expect(avatarFileProblem(fileOf(PNG_HEAD, AVATAR_MAX_BYTES), t)).resolves.toBeNull();
  });

  it('refuses one byte more with the server’s message', async () => {
    await expect(avatarFileProblem(fileOf(PNG_HEAD, AVATAR_MAX_BYTES + 1), t)).resolves.toBe(
      'The image is larger than 2 MB',
    );
  });

  it('goes by the bytes, not by the type the browser guessed from the name', async () => {
    await expect(avatarFileProblem(fileOf(EXE_HEAD, 4096, 'image/png'), t)).resolves.toBe(
      'Use a JPEG, PNG or WebP image',
    );
    await expect(avatarFileProblem(fileOf(WEBP_HEAD, 64, ''), t)).resolves.toBeNull();
  });

  it('refuses an empty file as not an image', async () => {
    await expect(avatarFileProblem(new Blob([]), t)).resolves.toBe('Use a JPEG, PNG or WebP image');
  });
});
