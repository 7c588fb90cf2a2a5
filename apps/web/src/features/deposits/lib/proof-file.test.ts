import { DEPOSIT_PROOF_MAX_BYTES } from '@kapital/shared/constants';
import { describe, expect, it } from 'vitest';
import '@/features/deposits/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { checkProofFile, proofProblemText } from './proof-file.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const pdf = new TextEncoder().encode('%PDF-1.7\n');
const t = i18n.getFixedT('en', 'deposits');

describe('checkProofFile', () => {
  it('takes images and PDFs by their bytes', async () => {
    expect(await checkProofFile(new Blob([png]))).toEqual({ ok: true, isPdf: false });
    expect(await checkProofFile(new Blob([pdf]))).toEqual({ ok: true, isPdf: true });
  });

  it('refuses other content whatever it is called', async () => {
    const text = new File(['hello'], 'receipt.png', { type: 'image/png' });
    expect(await checkProofFile(text)).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('refuses files above the limit before uploading', async () => {
    const big = new Blob([png, new Uint8Array(DEPOSIT_PROOF_MAX_BYTES)]);
    expect(await checkProofFile(big)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('proofProblemText', () => {
  it('says in English what the server says for the same refusal', () => {
    expect(proofProblemText('tooLarge', t)).toBe('The proof must be at most 5 MB');
    expect(proofProblemText('wrongType', t)).toBe('Use a JPEG, PNG, WebP or PDF file');
    expect(proofProblemText('missing', t)).toBe('Choose a picture or PDF of your payment');
  });
});
