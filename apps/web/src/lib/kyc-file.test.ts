import { KYC_DOCUMENT_MAX_BYTES } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import {
  checkKycFile,
  kycFileKind,
  kycFileTooLarge,
  kycFileWrongType,
  requiredSides,
} from './kyc-file.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const PDF = [...Buffer.from('%PDF-1.4\n')];

describe('kycFileKind', () => {
  it('tells the accepted types by their bytes', () => {
    expect(kycFileKind(new Uint8Array(PNG))).toBe('png');
    expect(kycFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(kycFileKind(new Uint8Array([...Buffer.from('RIFF\0\0\0\0WEBP')]))).toBe('webp');
    expect(kycFileKind(new Uint8Array(PDF))).toBe('pdf');
  });

  it('refuses anything else, such as a program', () => {
    expect(kycFileKind(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBeNull();
    expect(kycFileKind(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]))).toBeNull();
    expect(kycFileKind(new Uint8Array([]))).toBeNull();
  });
});

describe('checkKycFile', () => {
  it('takes a small PNG or PDF whatever its name says', async () => {
    expect(await checkKycFile(new Blob([new Uint8Array(PNG)]))).toEqual({ ok: true, kind: 'png' });
    expect(await checkKycFile(new Blob([new Uint8Array(PDF)]))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses a program renamed as an image, in the server words', async () => {
    const program = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], { type: 'image/png' });
    expect(await checkKycFile(program)).toEqual({ ok: false, problem: kycFileWrongType() });
  });

  it('refuses a file one byte over 5 MB and takes one of exactly 5 MB', async () => {
    const exact = new Uint8Array(KYC_DOCUMENT_MAX_BYTES);
    exact.set(PNG);
    expect((await checkKycFile(new Blob([exact]))).ok).toBe(true);
    const over = new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1);
    over.set(PNG);
    expect(await checkKycFile(new Blob([over]))).toEqual({
      ok: false,
      problem: kycFileTooLarge(),
    });
    expect(kycFileTooLarge()).toBe('Each document must be at most 5 MB');
  });
});

describe('requiredSides', () => {
  it('asks no back for a passport', () => {
    expect(requiredSides('passport')).toEqual(['front', 'selfie']);
    expect(requiredSides('national_id')).toEqual(['front', 'back', 'selfie']);
    expect(requiredSides('driving_licence')).toEqual(['front', 'back', 'selfie']);
  });
});
