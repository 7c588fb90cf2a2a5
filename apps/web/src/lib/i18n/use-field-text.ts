import { useTranslation } from 'react-i18next';
import { fieldMessage } from './server-text.ts';

/**
 * A form field's message in the chosen language. The field re-renders when the language
 * changes, so a message already shown follows the switch.
 */
export function useFieldText(): (message: string | undefined) => string | undefined {
  useTranslation();
  return (message) => (message === undefined ? undefined : fieldMessage(message));
}
