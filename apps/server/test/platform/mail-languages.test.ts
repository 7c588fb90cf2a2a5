import { LANGUAGES } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { INVOICE_TEXTS } from '../../src/features/invoices/invoice-texts.ts';
import { NOTICE_TEXTS } from '../../src/features/notifications/notice-texts.ts';
import { MAIL_TEXTS } from '../../src/platform/mail/mail-texts.ts';
import {
  chatReplyMail,
  depositApprovedMail,
  type MailRecipient,
  newSignInMail,
  verificationMail,
  withdrawalRejectedMail,
} from '../../src/platform/mail/templates.ts';

const URL = 'https://kapital.example/api/auth/verify-email?token=abc';
const to = (language: MailRecipient['language']): MailRecipient => ({
  email: 'siti@example.com',
  name: 'Siti <Aminah>',
  language,
});

/** Every key of a nested texts object, as dotted paths, sorted. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    )
    .sort();
}

/** The `{{placeholders}}` of every text, by key. */
function placeholdersOf(texts: object): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  const walk = (value: object, prefix: string) => {
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string') {
        flat[`${prefix}${key}`] = [...inner.matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1] ?? '')
          .sort();
      } else walk(inner, `${prefix}${key}.`);
    }
  };
  walk(texts, '');
  return flat;
}

describe('the translations', () => {
  for (const [name, texts] of [
    ['mail', MAIL_TEXTS],
    ['invoice', INVOICE_TEXTS],
    ['notice', NOTICE_TEXTS],
  ] as const) {
    it(`${name}: every language has exactly the keys and placeholders English has`, () => {
      expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        expect(keysOf(texts[language]), language).toEqual(keysOf(texts.en));
        expect(placeholdersOf(texts[language]), language).toEqual(placeholdersOf(texts.en));
      }
    });

    it(`${name}: no text is left empty`, () => {
      for (const language of LANGUAGES) {
        const empty = keysOf(texts[language]).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>(
              (node, part) => (node as Record<string, unknown>)[part],
              texts[language],
            );
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, language).toEqual([]);
      }
    });
  }
});

describe('the verification mail', () => {
  it('is in English as it always was', () => {
    const mail = verificationMail(to('en'), URL);
    expect(mail.to).toBe('siti@example.com');
    expect(mail.subject).toBe('Verify your e-mail for Kapital');
    expect(mail.text).toBe(
      [
        'Hello Siti <Aminah>,',
        '',
        'Confirm this address to open your wallet. The link works for one hour.',
        '',
        `Verify e-mail: ${URL}`,
        '',
        '— Kapital',
      ].join('\n'),
    );
    // Names are escaped in HTML, never by the translations.
    expect(mail.html).toContain('<p>Hello Siti &#60;Aminah&#62;,</p>');
    expect(mail.actionUrl).toBe(URL);
  });

  it('is in Malay', () => {
    const mail = verificationMail(to('ms'), URL);
    expect(mail.subject).toBe('Sahkan e-mel anda untuk Kapital');
    expect(mail.text).toContain('Hai Siti <Aminah>,');
    expect(mail.text).toContain(
      'Sahkan alamat ini untuk membuka dompet anda. Pautan ini sah selama satu jam.',
    );
    expect(mail.text).toContain(`Sahkan e-mel: ${URL}`);
    expect(mail.html).toContain('>Sahkan e-mel</a>');
  });

  it('is in Indonesian', () => {
    const mail = verificationMail(to('id'), URL);
    expect(mail.subject).toBe('Verifikasi email Anda untuk Kapital');
    expect(mail.text).toContain('Halo Siti <Aminah>,');
    expect(mail.text).toContain(
      'Konfirmasi alamat ini untuk membuka dompet Anda. Tautan ini berlaku selama satu jam.',
    );
    expect(mail.text).toContain(`Verifikasi email: ${URL}`);
  });
});

describe('a money decision', () => {
  const invoice = { number: 'DEP-000042', amount: '1234567.50' };
  const url = 'https://kapital.example/deposits/1';

  it('writes the amount as each language writes numbers, its value unchanged', () => {
    const en = depositApprovedMail(to('en'), invoice, url);
    expect(en.subject).toBe('Deposit DEP-000042 approved');
    expect(en.text).toContain(
      'We have received your payment: 1,234,567.50 USD is now in your wallet.',
    );
    const ms = depositApprovedMail(to('ms'), invoice, url);
    expect(ms.subject).toBe('Deposit DEP-000042 diluluskan');
    expect(ms.text).toContain(
      'Kami telah menerima bayaran anda: 1,234,567.50 USD kini berada dalam dompet anda.',
    );
    expect(ms.text).toContain(`Lihat invois: ${url}`);
    const id = depositApprovedMail(to('id'), invoice, url);
    expect(id.subject).toBe('Deposit DEP-000042 disetujui');
    expect(id.text).toContain(
      'Kami telah menerima pembayaran Anda: 1.234.567,50 USD sekarang sudah masuk ke dompet Anda.',
    );
    expect(id.text).toContain(`Lihat faktur: ${url}`);
  });

  it('keeps the reason as staff wrote it, in every language', () => {
    const withdrawal = {
      number: 'WD-000007',
      amount: '98.00',
      reason: 'Nama {{name}} tidak sepadan',
    };
    const en = withdrawalRejectedMail(to('en'), withdrawal, url);
    expect(en.subject).toBe('Withdrawal WD-000007 was not paid');
    expect(en.text).toContain('We could not pay withdrawal WD-000007: Nama {{name}} tidak sepadan');
    expect(en.text).toContain('The 98.00 USD are back in the fund they came from.');
    const ms = withdrawalRejectedMail(to('ms'), withdrawal, url);
    expect(ms.subject).toBe('Pengeluaran WD-000007 tidak dibayar');
    expect(ms.text).toContain(
      'Kami tidak dapat membayar pengeluaran WD-000007: Nama {{name}} tidak sepadan',
    );
    const id = withdrawalRejectedMail(to('id'), withdrawal, url);
    expect(id.subject).toBe('Penarikan WD-000007 tidak dibayarkan');
    expect(id.text).toContain('Dana sebesar 98,00 USD telah kembali ke dana asalnya.');
  });
});

describe('the other mails', () => {
  it('a new sign-in: English keeps its time form, the others write the date their way', () => {
    const signIn = {
      time: new Date('2026-03-10T12:05:00Z'),
      ipAddress: null,
      browser: 'Firefox',
      system: 'Linux',
    };
    const en = newSignInMail(to('en'), signIn, 'https://kapital.example/security');
    expect(en.text).toContain('Time: 2026-03-10 12:05 UTC');
    expect(en.text).toContain('Address: unknown');
    expect(en.text).toContain('Browser: Firefox on Linux');
    const ms = newSignInMail(to('ms'), signIn, 'https://kapital.example/security');
    expect(ms.subject).toBe('Log masuk baharu ke akaun Kapital anda');
    expect(ms.text).toContain('Masa: 10 Mac 2026, 12:05 UTC');
    expect(ms.text).toContain('Pelayar: Firefox pada Linux');
    const id = newSignInMail(to('id'), { ...signIn, browser: null, system: null }, '/security');
    expect(id.text).toContain('Waktu: 10 Mar 2026, 12.05 UTC');
    expect(id.text).toContain('Alamat: tidak diketahui');
    expect(id.text).toContain('Browser: Browser tidak dikenal');
  });

  it('a chat reply quotes an image-only reply and counts the rest in the language', () => {
    const replies = { excerpts: ['Sudah kami periksa', null], more: 2 };
    const en = chatReplyMail(to('en'), replies, '/?chat=open');
    expect(en.text).toContain('Support replied to your messages:');
    expect(en.text).toContain('“(an image)”');
    expect(en.text).toContain('…and 2 more messages.');
    const id = chatReplyMail(to('id'), replies, '/?chat=open');
    expect(id.subject).toBe('Tim dukungan telah membalas Anda');
    expect(id.text).toContain('“(gambar)”');
    expect(id.text).toContain('…dan 2 pesan lainnya.');
    const ms = chatReplyMail(to('ms'), { excerpts: ['Ok'], more: 1 }, '/?chat=open');
    expect(ms.text).toContain('Pasukan sokongan telah membalas mesej-mesej anda:');
    expect(ms.text).toContain('…dan 1 lagi mesej.');
  });
});
