import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type InvoiceStatus, invoiceStatusLook } from '@/lib/invoices/invoice-status.ts';

interface InvoiceStatusChipProps {
  status: InvoiceStatus;
  size?: ChipProps['size'];
}

/** A deposit's or withdrawal's status, coloured by what it means for the customer. */
export function InvoiceStatusChip({ status, size = 'small' }: InvoiceStatusChipProps) {
  const { t } = useTranslation();
  const { label, color } = invoiceStatusLook(status, t);
  return (
    <Chip
      label={label}
      color={color}
      size={size}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
