import type { BankDetails } from '@kapital/shared';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format-date.ts';
import { useBankText } from '../i18n.ts';

/** The saved account, in full: it is the owner's own screen. */
export function BankDetailsCard({ details }: { details: BankDetails }) {
  const { t } = useBankText();
  const rows: Array<[string, string]> = [
    [t('fields.bankName'), details.bankName],
    [t('fields.accountHolder'), details.accountHolder],
    [t('fields.accountNumber'), details.accountNumber],
    [t('fields.swift'), details.swift],
  ];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="bank-current-heading"
      data-testid="bank-current"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <AccountBalance color="primary" aria-hidden />
        <Typography id="bank-current-heading" variant="h6" component="h2">
          {t('detailsCard.heading')}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('detailsCard.savedOn', { date: formatDateTime(details.updatedAt) })}
      </Typography>
    </Card>
  );
}
