import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE, throttleUploads } from '../src/browser.ts';
import { typeDay } from '../src/dates.ts';
import { fileIn, noisyRow, ONE_PAGE_PDF, png } from '../src/files.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen, SHOOT, screenshotsDir } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();
let filesDir: string;

beforeAll(() => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'kapital-kyc-files-'));
});

afterAll(() => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

type Side = 'front' | 'back' | 'selfie';

const documentBox = (page: Page, side: Side) => page.getByTestId(`kyc-document-${side}`);

/**
 * Picks a file the way a person does: the side's button opens the system's file chooser, by a
 * click or, with `keyboard`, by Enter on the focused button.
 */
async function chooseDocument(page: Page, side: Side, file: string, keyboard = false) {
  const button = documentBox(page, side).getByRole('button', { name: /Choose file|Replace file/ });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    keyboard ? button.focus().then(() => page.keyboard.press('Enter')) : button.click(),
  ]);
  await chooser.setFiles(file);
}

/** Every request the page makes to `pathname` with `method`, from now on. */
function recordRequests(page: Page, method: string, pathname: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === pathname) {
      seen.push(request.url());
    }
  });
  return seen;
}

interface Details {
  legalName: string;
  idType: 'Passport' | 'National ID' | 'Driving licence';
  idNumber: string;
}

async function openKyc(page: Page): Promise<void> {
  await page.goto('/kyc-user');
  await page.getByRole('heading', { level: 1, name: 'KYC' }).waitFor();
}

async function fillDetails(page: Page, details: Details): Promise<void> {
  await field(page, 'Legal name').fill(details.legalName);
  await typeDay(page, /^Date of birth/, '1990-04-12');
  await page.getByRole('combobox', { name: 'Nationality' }).selectOption('MY');
  await field(page, 'Address').fill('12 Jalan Ampang, 50450 Kuala Lumpur, Malaysia');
  await field(page, 'ID number').fill(details.idNumber);
  await page.getByRole('radio', { name: details.idType }).check();
}

const statusHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** The person's own submission id, read as the page itself would. */
async function submissionId(page: Page): Promise<string> {
  const response = await page.request.get('/api/kyc');
  const body = (await response.json()) as { submission: { id: string } | null };
  if (!body.submission) throw new Error('No KYC submission');
  return body.submission.id;
}

describe('KYC', () => {
  test('a person submits their documents, waits, and is approved by staff', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await openKyc(page);
    await statusHeading(page, 'Verify your identity').waitFor();
    await checkScreen(page, 'kyc-form', () =>
      statusHeading(page, 'Verify your identity').waitFor(),
    );

    await fillDetails(page, {
      legalName: 'Grace Brewster Hopper',
      idType: 'National ID',
      idNumber: 'A1234-5678',
    });
    // The back is asked for national IDs.
    await documentBox(page, 'back').waitFor();
    await chooseDocument(page, 'front', fileIn(filesDir, 'id-front.png', png(700, noisyRow)));
    await chooseDocument(page, 'back', fileIn(filesDir, 'id-back.pdf', ONE_PAGE_PDF));
    await chooseDocument(page, 'selfie', fileIn(filesDir, 'selfie.png', png(64)));

    // Previews: a thumbnail for an image, the PDF's icon and name for a PDF.
    await documentBox(page, 'front')
      .getByRole('img', { name: /Preview of front/ })
      .waitFor();
    await documentBox(page, 'back').getByRole('img', { name: 'PDF document' }).waitFor();
    expect(await documentBox(page, 'back').getByTestId('file-name').textContent()).toContain(
      'id-back.pdf',
    );
    if (SHOOT) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        await page.screenshot({
          path: path.join(screenshotsDir, `kyc-form-filled-${size}-dark.png`),
          fullPage: true,
        });
      }
      await page.setViewportSize(DESKTOP);
    }

    // A slow connection, so the upload's progress can be seen moving.
    const restoreUploads = await throttleUploads(page, 400 * 1024, 20);
    const uploads = recordRequests(page, 'POST', '/api/kyc');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading documents' });
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0))
      .toBeGreaterThan(0);
    await restoreUploads();

    await statusHeading(page, 'Under review').waitFor();
    expect(uploads).toHaveLength(1);
    const main = page.getByRole('main');
    expect(await main.getByText('Front of the document').isVisible()).toBe(true);
    expect(await main.getByText('Back of the document').isVisible()).toBe(true);
    expect(await main.getByText('Selfie holding the document').isVisible()).toBe(true);
    expect(await main.getByText('•••• 5678').isVisible()).toBe(true);
    expect(await main.getByText('12 Apr 1990').isVisible()).toBe(true);
    expect(await main.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
    // Pending survives a reload: it is the server's state, not the page's.
    await checkScreen(page, 'kyc-pending', () => statusHeading(page, 'Under review').waitFor());

    await run.admin.approveKyc(await submissionId(page));
    await page.reload();
    await statusHeading(page, 'Approved').waitFor();
    expect(await page.getByTestId('kyc-verified-badge').textContent()).toContain('Verified');
    expect(await main.getByText('Withdrawals', { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText('Real trading', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    await checkScreen(page, 'kyc-approved', () => statusHeading(page, 'Approved').waitFor());
  });

  test('a rejected person reads the reason and submits again', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl, PHONE);
    await registerVerified(page, run.server);
    await openKyc(page);
    await fillDetails(page, {
      legalName: 'Ada Lovelace',
      idType: 'Passport',
      idNumber: 'P9876543',
    });
    // A passport has no back.
    expect(await documentBox(page, 'back').count()).toBe(0);
    await chooseDocument(page, 'front', fileIn(filesDir, 'passport.pdf', ONE_PAGE_PDF));
    await chooseDocument(page, 'selfie', fileIn(filesDir, 'selfie.png', png(48)));
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await statusHeading(page, 'Under review').waitFor();

    const reason = 'The selfie is too dark to match your face to the passport photo';
    await run.admin.rejectKyc(await submissionId(page), reason);
    await page.reload();
    const rejection = page.getByTestId('kyc-rejection');
    await rejection.waitFor();
    expect(await rejection.textContent()).toContain(reason);
    await statusHeading(page, 'Submit again').waitFor();
    await checkScreen(page, 'kyc-rejected', () => statusHeading(page, 'Submit again').waitFor());

    // What was sent comes back filled in, apart from the documents and the number.
    expect(await field(page, 'Legal name').inputValue()).toBe('Ada Lovelace');
    expect(await page.getByRole('radio', { name: 'Passport' }).isChecked()).toBe(true);
    await field(page, 'ID number').fill('P9876543');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    // Nothing chosen: each missing document says so, and nothing is sent.
    await documentBox(page, 'front').getByText('Add the front of your document').waitFor();
    await chooseDocument(page, 'front', fileIn(filesDir, 'passport.png', png(80)));
    await chooseDocument(page, 'selfie', fileIn(filesDir, 'selfie-bright.png', png(80)));
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await statusHeading(page, 'Under review').waitFor();
    expect(await page.getByTestId('kyc-rejection').count()).toBe(0);
  });

  test('refuses a file over 5 MB and a program named .png before uploading anything', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await openKyc(page);
    const uploads = recordRequests(page, 'POST', '/api/kyc');

    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
    png(8).copy(tooLarge);
    await chooseDocument(page, 'front', fileIn(filesDir, 'huge-scan.png', tooLarge), true);
    const frontProblem = documentBox(page, 'front').getByRole('alert');
    await expect.poll(() => frontProblem.textContent()).toBe('Each document must be at most 5 MB');
    expect(await documentBox(page, 'front').getByTestId('file-name').count()).toBe(0);

    const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), randomBytes(2048)]);
    await chooseDocument(page, 'selfie', fileIn(filesDir, 'selfie.png', program));
    const selfieProblem = documentBox(page, 'selfie').getByRole('alert');
    await expect.poll(() => selfieProblem.textContent()).toBe('Use a JPEG, PNG, WebP or PDF file');
    expect(await documentBox(page, 'selfie').getByRole('img').count()).toBe(0);

    // Even with every detail right, the form does not send the refused files.
    await fillDetails(page, { legalName: 'Alan Turing', idType: 'Passport', idNumber: 'X1234567' });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForTimeout(500);
    expect(await frontProblem.textContent()).toBe('Each document must be at most 5 MB');
    expect(uploads).toHaveLength(0);
    expect((await (await page.request.get('/api/kyc')).json()).status).toBe('none');
  });
});
