import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { registerVerified, signOut } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServer } from '../src/suite.ts';

// WebAuthn ties a passkey to a site's name and refuses an IP address: this file's server is
// reached as localhost, unlike the shared one.
const run = useServer({}, 'localhost');

/** Chromium's virtual authenticator, as a phone or laptop with a fingerprint reader would be. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('Passkeys', () => {
  test('a person adds a passkey, signs in with it without a password, and removes it', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await addVirtualAuthenticator(page);
    const person = await registerVerified(page, run.server);

    await page.goto('/security');
    await page.getByTestId('passkeys-empty').waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('dialog', { name: 'Add a passkey' });
    await add.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await add.getByRole('button', { name: 'Continue' }).click();
    const rows = page.getByTestId('passkey-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Work laptop');

    // Signed out, the passkey alone signs the person in: no e-mail, no password.
    await signOut(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByTestId('header-balance').waitFor();
    const me = (await (await page.request.get('/api/me')).json()) as {
      profile: { email: string };
    };
    expect(me.profile.email).toBe(person.email);

    // The history says how; the passkey says when it was last used.
    await page.goto('/security');
    await expect
      .poll(() => page.getByTestId('sign-in-row').first().textContent())
      .toContain('Passkey');
    await expect.poll(() => rows.first().textContent()).not.toContain('Never');
    await checkScreen(page, 'security-passkeys', () => rows.first().waitFor());

    await rows.first().getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this passkey?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByTestId('passkeys-empty').waitFor();

    // Gone from the server too: the authenticator's credential no longer signs in.
    await signOut(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByTestId('sign-in-error').waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
  });
});
