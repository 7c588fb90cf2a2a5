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
import { useState } from 'react';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminPaymentMethods } from '../api/get-admin-payment-methods.ts';
import { useSavePaymentMethod } from '../api/save-payment-method.ts';
import { PaymentMethodDialog } from './payment-method-dialog.tsx';

function where(method: PaymentMethod): string {
  const { instructions } = method;
  return instructions.kind === 'bank'
    ? `Bank transfer · ${instructions.bankName} · ${instructions.accountHolder} · ${instructions.accountNumber}`
    : `Crypto · ${instructions.asset} on ${instructions.network} · ${instructions.address}`;
}

function MethodRow({ method, onEdit }: { method: PaymentMethod; onEdit: () => void }) {
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
            label={method.active ? 'Active' : 'Inactive'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {where(method)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatUsd(method.min)} to {formatUsd(method.max)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        <Box component="label" htmlFor={switchId} sx={{ typography: 'body2' }}>
          Offered
        </Box>
        <Switch
          id={switchId}
          checked={method.active}
          disabled={save.isPending}
          slotProps={{ input: { 'aria-label': `Offer ${method.label} to users` } }}
          onChange={(event) => {
            const next = event.target.checked;
            save.mutate(
              { id: method.id, body: { active: next } },
              {
                onSuccess: () =>
                  toast.success(
                    next
                      ? `${method.label} is offered to users`
                      : `${method.label} is hidden from users`,
                  ),
                onError: (error) => toast.error(errorMessage(error)),
              },
            );
          }}
        />
        <Tooltip title={`Edit ${method.label}`}>
          <IconButton aria-label={`Edit ${method.label}`} onClick={onEdit}>
            <Edit />
          </IconButton>
        </Tooltip>
      </Box>
    </ListItem>
  );
}

/** The ways users can pay: each with where the money goes, its limits and whether it is offered. */
export function PaymentMethodsPanel() {
  const methods = useAdminPaymentMethods();
  // undefined: closed; null: a new method; a method: editing it.
  const [editing, setEditing] = useState<PaymentMethod | null | undefined>(undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
          New payment method
        </Button>
      </Box>
      <ConsoleTable
        query={methods}
        loadingLabel="Loading payment methods"
        isEmpty={({ items }) => items.length === 0}
        empty="No payment methods yet: users cannot add balance until you add one."
      >
        {({ items }) => (
          <List aria-label="Payment methods" disablePadding>
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
