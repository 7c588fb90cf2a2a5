import { DEFAULT_LANGUAGE } from '@kapital/shared/languages';
import { currentLanguage, i18n } from './i18n.ts';

/**
 * What a person reads for an error the server (or the client itself) reported under a stable
 * code. English shows the message exactly as sent, with its details; another language shows its
 * text for the code, and the English message only for a code it does not know.
 */
export function serverMessage(code: string, englishMessage: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return englishMessage;
  if (!i18n.exists(code, { ns: 'errors' })) return englishMessage;
  return i18n.t(code as never, { ns: 'errors' });
}

/**
 * A field's message (a shared zod schema's, whether the form's own check or the server's 422
 * said it): the English sentence is the key of its translation.
 */
export function fieldMessage(englishMessage: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return englishMessage;
  const options = { ns: 'validation', keySeparator: false, nsSeparator: false } as const;
  if (!i18n.exists(englishMessage, options)) return englishMessage;
  return i18n.t(englishMessage as never, options);
}

/** "Reference: …", for a fault on the server's side: support finds its log lines by it. */
export function errorReference(requestId: string): string {
  return i18n.t('errorReference', { requestId });
}
