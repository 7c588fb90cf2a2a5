import Box from '@mui/material/Box';
import { useReferralCodeCheck } from '../api/check-referral-code.ts';
import { couldBeReferralCode } from '../lib/referral-code.ts';

const REFERRAL_CODE_NOT_FOUND = 'This referral code was not found; you can still register';

/** The referral field's helper text: what the last checked code turned out to be. */
export function ReferralCodeHint({ code }: { code: string }) {
  const plausible = couldBeReferralCode(code);
  const check = useReferralCodeCheck(plausible ? code : '');
  if (code === '') return <>Optional: the username of the person who invited you.</>;
  if (plausible && check.isPending) return <>Checking the referral code…</>;
  if (plausible && check.data?.valid) {
    return (
      <Box component="span" sx={{ color: 'success.main' }}>
        Referral code found: you were invited by @{code}.
      </Box>
    );
  }
  // A failed check is no reason to worry the user; registration checks the code again.
  if (plausible && check.isError) return <>Optional: the username of the person who invited you.</>;
  return (
    <Box component="span" sx={{ color: 'warning.main' }}>
      {REFERRAL_CODE_NOT_FOUND}
    </Box>
  );
}
