import type { PaymentMethod } from '@kapital/shared';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useDepositsText } from '../i18n.ts';
import { formatLimits } from '../lib/deposit-amount.ts';

interface PaymentMethodOptionProps {
  method: PaymentMethod;
  selected: boolean;
  name: string;
  onSelect: (id: string) => void;
}

/** One payment method as a card that is also a radio button: the whole card can be clicked. */
export function PaymentMethodOption({
  method,
  selected,
  name,
  onSelect,
}: PaymentMethodOptionProps) {
  const { t } = useDepositsText();
  const { instructions } = method;
  const Icon = instructions.kind === 'bank' ? AccountBalance : CurrencyBitcoin;
  const kind =
    instructions.kind === 'bank'
      ? t('paymentMethod.bank', { bank: instructions.bankName })
      : t('paymentMethod.crypto', { asset: instructions.asset, network: instructions.network });
  const inputId = `payment-method-${method.id}`;
  return (
    <Box
      component="label"
      htmlFor={inputId}
      data-testid="payment-method"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        borderRadius: 3,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(var(--mui-palette-primary-mainChannel) / 0.06)' : 'transparent',
        cursor: 'pointer',
        minWidth: 0,
        transition: 'border-color 120ms',
        '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
        '&:has(input:focus-visible)': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{method.label}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {kind}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatLimits(method, t)}
        </Typography>
      </Box>
      <Radio
        id={inputId}
        name={name}
        value={method.id}
        checked={selected}
        onChange={() => onSelect(method.id)}
        sx={{ m: -1 }}
      />
    </Box>
  );
}
