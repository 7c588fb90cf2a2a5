import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-error.ts';
import { useWithdrawalsText } from '../i18n.ts';
import { refusalFix } from '../lib/refusal-fix.ts';

/** The server's refusal that is not about the amount, with a link to its fix. */
export function WithdrawalRefusal({ error }: { error: unknown }) {
  const { t } = useWithdrawalsText();
  const fix = refusalFix(error);
  return (
    <Alert severity="error" data-testid="withdrawal-refusal">
      {errorMessage(error)}
      {fix ? (
        <>
          {' '}
          <Link component={RouterLink} to={fix.to} color="inherit" sx={{ fontWeight: 600 }}>
            {t(fix.labelKey)}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
