import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { useSupportContact } from '../api/get-support-contact.ts';
import { useAuthText } from '../i18n.ts';

/**
 * Under a blocked or banned account's refusal: where to write, since such a user cannot sign in
 * to the chat. Nothing shows until an address is known, or if none can be had.
 */
export function SupportContactLine() {
  const { t } = useAuthText();
  const { data } = useSupportContact();
  if (!data?.email) return null;
  return (
    <Typography variant="body2" data-testid="support-contact">
      <Trans
        t={t}
        i18nKey="signIn.supportContact"
        values={{ email: data.email }}
        components={{ anchor: <Link href={`mailto:${data.email}`} /> }}
      />
    </Typography>
  );
}
