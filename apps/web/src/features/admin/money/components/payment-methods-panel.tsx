import type { PaymentMethod } from '@kapital/shared';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminPaymentMethods } from '../api/get-admin-payment-methods.ts';
import { useSavePaymentMethod } from '../api/save-payment-method.ts';
import { PaymentMethodDialog } from './payment-method-dialog.tsx';

function where(method: PaymentMethod, t: TFunction<'admin'>): string {
  const { instructions } = method;
  return instructions.kind === 'bank'
    ? t('paymentMethods.bankWhere', instructions)
    : t('paymentMethods.cryptoWhere', instructions);
}

function MethodRow({ method, onEdit }: { method: PaymentMethod; onEdit: () => void }) {
  const { t } = useAdminText();
  const save = useSavePaymentMethod();
  const switchId = `method-active-${method.id}`;
  return (
    <ListItem
      divider
      data-testid="payment-method-row"
      sx={{ gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{method.label}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={method.active ? 'success' : 'default'}
            label={method.active ? t('paymentMethods.active') : t('paymentMethods.inactive')}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {where(method, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('paymentMethods.range', { min: formatUsd(method.min), max: formatUsd(method.max) })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        <Box component="label" htmlFor={switchId} sx={{ typography: 'body2' }}>
          {t('paymentMethods.offered')}
        </Box>
        <Switch
          id={switchId}
          checked={method.active}
          disabled={save.isPending}
          slotProps={{
            input: { 'aria-label': t('paymentMethods.offerLabel', { label: method.label }) },
          }}
          onChange={(event) => {
            const next = event.target.checked;
            save.mutate(
              { id: method.id, body: { active: next } },
              {
                onSuccess: () =>
                  toast.success(
                    next
                      ? t('paymentMethods.offeredToast', { label: method.label })
                      : t('paymentMethods.hiddenToast', { label: method.label }),
                  ),
                onError: (error) => toast.error(errorMessage(error)),
              },
            );
          }}
        />
        <Tooltip title={t('paymentMethods.edit', { label: method.label })}>
          <IconButton
            aria-label={t('paymentMethods.edit', { label: method.label })}
            onClick={onEdit}
          >
            <Edit />
          </IconButton>
        </Tooltip>
      </Box>
    </ListItem>
  );
}

/** The ways users can pay: each with where the money goes, its limits and whether it is offered. */
export function PaymentMethodsPanel() {
  const { t } = useAdminText();
  const methods = useAdminPaymentMethods();
  // undefined: closed; null: a new method; a method: editing it.
  const [editing, setEditing] = useState<PaymentMethod | null | undefined>(undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
          {t('paymentMethods.new')}
        </Button>
      </Box>
      <ConsoleTable
        query={methods}
        loadingLabel={t('paymentMethods.loading')}
        isEmpty={({ items }) => items.length === 0}
        empty={t('paymentMethods.empty')}
      >
        {({ items }) => (
          <List aria-label={t('paymentMethods.listLabel')} disablePadding>
            {items.map((method) => (
              <MethodRow key={method.id} method={method} onEdit={() => setEditing(method)} />
            ))}
          </List>
        )}
      </ConsoleTable>
      {editing !== undefined ? (
        <PaymentMethodDialog
          key={editing?.id ?? 'new'}
          method={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Box>
  );
}
