import { ERROR_CODES } from '@kapital/shared/errors';
import { errorMessage, isApiError } from './api-error.ts';
import { fieldMessage, serverMessage } from './i18n/server-text.ts';

/** Server error codes that are about one form field although the server sent no `fields`. */
export type CodeFields<TField extends string> = Partial<Record<string, TField>>;

/**
 * The server's complaints about a form's own fields, as [field, message] pairs, so each can be
 * shown next to its field. Field errors for fields the form does not have are left out.
 */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  formFields: readonly TField[],
  codeFields: CodeFields<TField> = {},
): Array<[TField, string]> {
  if (!isApiError(error)) return [];
  const pairs: Array<[TField, string]> = [];
  for (const field of formFields) {
    const message = error.fields[field];
    if (message) pairs.push([field, fieldText(error.code, message)]);
  }
  const codeField = codeFields[error.code];
  if (codeField && !pairs.some(([field]) => field === codeField)) {
    pairs.push([codeField, serverMessage(error.code, error.message)]);
  }
  return pairs;
}

/** The message for the form's alert: null when every complaint belongs to a field. */
export function formLevelError<TField extends string>(
  error: unknown,
  formFields: readonly TField[],
  codeFields: CodeFields<TField> = {},
): string | null {
  if (!error) return null;
  if (serverFieldErrors(error, formFields, codeFields).length > 0) return null;
  return errorMessage(error);
}

/**
 * A 422's field messages are the shared schemas' sentences; any other refusal about a field
 * (a wrong password, an amount out of limits) reads as its code says.
 */
function fieldText(code: string, message: string): string {
  return code === ERROR_CODES.validation ? fieldMessage(message) : serverMessage(code, message);
}
