import type { InvestmentPackage } from '@kapital/shared';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/admin/shared/components/confirm-dialog.tsx';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminPackages } from '../api/get-admin-packages.ts';
import { useSavePackage } from '../api/save-package.ts';
import { useAdminInvestmentsText } from '../i18n.ts';
import { nextDisplayOrder } from '../lib/package-form.ts';
import { periodName, termLength } from '../lib/package-terms.ts';
import { PackageDialog } from './package-dialog.tsx';

function StatusChip({ active }: { active: boolean }) {
  const { t } = useAdminInvestmentsText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? t('packages.active') : t('packages.inactive')}
    />
  );
}

interface RowActionsProps {
  item: InvestmentPackage;
  onEdit: () => void;
  onDeactivate: () => void;
}

/** Edit, and Deactivate (asked first) or Activate (at once). */
function RowActions({ item, onEdit, onDeactivate }: RowActionsProps) {
  const { t } = useAdminInvestmentsText();
  const save = useSavePackage();
  const activate = () =>
    save.mutate(
      { id: item.id, body: { active: true } },
      {
        onSuccess: () => toast.success(t('packages.offeredToast', { name: item.name })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('packages.edit', { name: item.name })}>
        <IconButton aria-label={t('packages.edit', { name: item.name })} onClick={onEdit}>
          <Edit />
        </IconButton>
      </Tooltip>
      {item.active ? (
        <Button
          size="small"
          color="error"
          onClick={onDeactivate}
          aria-label={t('packages.deactivateNamed', { name: item.name })}
        >
          {t('packages.deactivate')}
        </Button>
      ) : (
        <Button
          size="small"
          color="success"
          onClick={activate}
          loading={save.isPending}
          aria-label={t('packages.activateNamed', { name: item.name })}
        >
          {t('packages.activate')}
        </Button>
      )}
    </Box>
  );
}

/** One term of a package: its name above its value, aligned with the rows above and below. */
function Term({
  label,
  value,
  note,
  span = 1,
}: {
  label: string;
  value: string;
  note?: string;
  /** Columns it takes on a phone, where three share the width. */
  span?: number;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: { xs: `span ${span}`, sm: 'auto' } }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
        {note ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', fontWeight: 400 }}
          >
            {note}
          </Typography>
        ) : null}
      </Typography>
    </Box>
  );
}

interface PackageRowProps {
  item: InvestmentPackage;
  onEdit: () => void;
  onDeactivate: () => void;
}

/** A package: its name, slug and place, its terms in aligned columns, and what staff can do. */
function PackageRow({ item, onEdit, onDeactivate }: PackageRowProps) {
  const { t } = useAdminInvestmentsText();
  return (
    <ListItem
      divider
      data-testid="package-row"
      sx={{
        display: 'grid',
        alignItems: 'start',
        columnGap: 2,
        rowGap: 1.5,
        py: 2,
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: {
          xs: '"info info" "terms terms" "actions actions"',
          sm: '"info actions" "terms terms"',
        },
      }}
    >
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
            {item.name}
          </Typography>
          <StatusChip active={item.active} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {item.slug}
          </Box>{' '}
          {t('packages.order', { order: item.displayOrder })}
        </Typography>
        {item.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {item.description}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'actions', justifySelf: { xs: 'start', sm: 'end' } }}>
        <RowActions item={item} onEdit={onEdit} onDeactivate={onDeactivate} />
      </Box>
      <Box
        component="dl"
        sx={{
          gridArea: 'terms',
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'minmax(0, 0.9fr) minmax(0, 0.8fr) minmax(0, 0.9fr) minmax(0, 1.5fr) minmax(0, 1fr)',
          },
        }}
      >
        <Term label={t('packages.rate')} value={`${item.ratePercent}%`} />
        <Term
          label={t('packages.period')}
          value={t('packages.periodHours', { hours: item.periodHours })}
          note={periodName(item.periodHours, t) ?? undefined}
        />
        <Term
          label={t('packages.periods')}
          value={String(item.periods)}
          note={termLength(item.periodHours, item.periods, t)}
        />
        <Term
          label={t('packages.amounts')}
          span={2}
          value={t('packages.amountRange', {
            min: formatAmount(item.minAmount),
            max: formatAmount(item.maxAmount),
          })}
        />
        <Term
          label={t('packages.capitalBack')}
          value={item.capitalReturned ? t('packages.yes') : t('packages.no')}
          note={item.capitalReturned ? t('packages.atTheEnd') : t('packages.kept')}
        />
      </Box>
    </ListItem>
  );
}

/** The investment packages: their terms, whether users see them, and the dialogs to change them. */
export function PackagesPanel() {
  const { t } = useAdminInvestmentsText();
  const packages = useAdminPackages();
  const save = useSavePackage();
  // undefined: closed; null: a new package; a package: editing it.
  const [editing, setEditing] = useState<InvestmentPackage | null | undefined>(undefined);
  // The package being deactivated stays named while its dialog closes.
  const [deactivating, setDeactivating] = useState<InvestmentPackage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToDeactivate = (item: InvestmentPackage) => {
    setDeactivating(item);
    setConfirming(true);
  };

  const deactivate = (item: InvestmentPackage) =>
    save.mutate(
      { id: item.id, body: { active: false } },
      {
        onSuccess: () => toast.success(t('packages.hiddenToast', { name: item.name })),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="info">{t('packages.editingNote')}</Alert>
      <Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing(null)}
          disabled={!packages.isSuccess}
        >
          {t('packages.newPackage')}
        </Button>
      </Box>
      <ConsoleTable
        query={packages}
        loadingLabel={t('packages.loading')}
        isEmpty={({ items }) => items.length === 0}
        empty={t('packages.empty')}
      >
        {({ items }) => (
          <List aria-label={t('packages.listLabel')} disablePadding>
            {items.map((item) => (
              <PackageRow
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onDeactivate={() => askToDeactivate(item)}
              />
            ))}
          </List>
        )}
      </ConsoleTable>
      {editing !== undefined && packages.isSuccess ? (
        <PackageDialog
          key={editing?.id ?? 'new'}
          item={editing}
          nextOrder={nextDisplayOrder(packages.data.items)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={
          deactivating
            ? t('packages.deactivateDialog.title', { name: deactivating.name })
            : t('packages.deactivateDialog.titleUnnamed')
        }
        message={t('packages.deactivateDialog.message')}
        confirmLabel={t('packages.deactivateDialog.confirm')}
        busy={save.isPending}
        onConfirm={() => {
          if (deactivating) deactivate(deactivating);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
