import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { useAdminSettings } from '@/features/admin/settings/api/get-settings.ts';
import { RateHistory } from '@/features/admin/settings/components/rate-history.tsx';
import { SettingsForm } from '@/features/admin/settings/components/settings-form.tsx';
import { PanelError, PanelLoading } from '@/features/admin/shared/components/query-state.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

/** /admin/settings: the platform's settings, pushed live to every open page once saved. */
export function AdminSettingsRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <AdminSettings />
    </AdminOnly>
  );
}

function AdminSettings() {
  const { t } = useConsoleText();
  const settings = useAdminSettings();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {settings.isPending ? (
        <PanelLoading label={t('settings.loading')} />
      ) : settings.isError ? (
        <PanelError
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <RateHistory />
    </Box>
  );
}
