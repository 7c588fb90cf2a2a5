import Box from '@mui/material/Box';
import { useReferralCodeCheck } from '../api/check-referral-code.ts';
import { useAuthText } from '../i18n.ts';
import { couldBeReferralCode } from '../lib/referral-code.ts';

/** The referral field's helper text: what the last checked code turned out to be. */
export function ReferralCodeHint({ code }: { code: string }) {
  const { t } = useAuthText();
  const plausible = couldBeReferralCode(code);
  const check = useReferralCodeCheck(plausible ? code : '');
  if (code === '') return t('referralHint.optional');
  if (plausible && check.isPending) return t('referralHint.checking');
  if (plausible && check.data?.valid) {
    return (
      <Box component="span" sx={{ color: 'success.main' }}>
        {t('referralHint.found', { code })}
      </Box>
    );
  }
  // A failed check is no reason to worry the user; registration checks the code again.
  if (plausible && check.isError) return t('referralHint.optional');
  return (
    <Box component="span" sx={{ color: 'warning.main' }}>
      {t('referralHint.notFound')}
    </Box>
  );
}
