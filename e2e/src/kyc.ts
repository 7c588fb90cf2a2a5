import type { Page } from 'playwright-core';
import type { AdminApi } from './admin.ts';
import { png } from './files.ts';

/** A document as the KYC form sends it. */
export interface KycDocument {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface PassportSubmission {
  legalName: string;
  idNumber: string;
  front: KycDocument;
  selfie: KycDocument;
}

const image = (name: string): KycDocument => ({ name, mimeType: 'image/png', buffer: png(64) });

/**
 * The person signed in on `page` sends a passport for review through the API the KYC screen
 * uses, without walking through the screen (kyc.e2e.test.ts does that). Returns the
 * submission's id.
 */
export async function submitKycAsUser(
  page: Page,
  passport: Partial<PassportSubmission> = {},
): Promise<string> {
  const response = await page.request.post('/api/kyc', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      legalName: passport.legalName ?? 'Grace Brewster Hopper',
      dateOfBirth: '1990-04-12',
      nationality: 'MY',
      address: '12 Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
      idType: 'passport',
      idNumber: passport.idNumber ?? 'P1234567',
      front: passport.front ?? image('passport.png'),
      selfie: passport.selfie ?? image('selfie.png'),
    },
  });
  if (response.status() !== 201) {
    throw new Error(`POST /api/kyc: ${response.status()} ${await response.text()}`);
  }
  const body = (await response.json()) as { submission: { id: string } | null };
  if (!body.submission) throw new Error('POST /api/kyc answered without a submission');
  return body.submission.id;
}

/**
 * The person signed in on `page` sends a passport and staff approve it, both through the API:
 * for tests that need approved KYC (Real trading, withdrawals) but are not about KYC.
 */
export async function approveKycThroughApi(page: Page, admin: AdminApi): Promise<string> {
  const submissionId = await submitKycAsUser(page);
  await admin.approveKyc(submissionId);
  return submissionId;
}
