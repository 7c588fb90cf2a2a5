import { afterAll, describe, expect, test } from 'vitest';
import { i18n } from './i18n.ts';
import { fieldMessage, serverMessage } from './server-text.ts';

async function showIn(language: 'en' | 'ms' | 'id'): Promise<void> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['errors', 'validation']);
}

describe('server and field messages in the chosen language', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  test('another language shows its text for the code, without the English details', async () => {
    await showIn('id');
    expect(serverMessage('INSUFFICIENT_FUNDS', 'Insufficient funds: 12.50 USD available')).toBe(
      'Saldo Anda tidak mencukupi untuk jumlah ini.',
    );
  });

  test('English shows the message exactly as the server sent it', async () => {
    await showIn('en');
    expect(serverMessage('INSUFFICIENT_FUNDS', 'Insufficient funds: 12.50 USD available')).toBe(
      'Insufficient funds: 12.50 USD available',
    );
  });

  test('a code the language does not know keeps the English message', async () => {
    await showIn('id');
    expect(serverMessage('SOME_NEW_CODE', 'Something new went wrong')).toBe(
      'Something new went wrong',
    );
  });

  test('a field message is translated by its English sentence', async () => {
    await showIn('ms');
    expect(fieldMessage('Enter a valid e-mail address')).toBe('Masukkan alamat e-mel yang sah');
    expect(fieldMessage('A sentence no schema writes')).toBe('A sentence no schema writes');
  });
});
