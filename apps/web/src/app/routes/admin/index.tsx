import Forum from '@mui/icons-material/ForumOutlined';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { OverviewPanel } from '@/features/admin/overview/components/overview-panel.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

/** /admin: the overview for admins; for support, the inbox to come. */
export function AdminIndexRoute() {
  const { me } = useSignedIn();
  if (me.profile.role !== 'admin') {
    return (
      <>
        <PageTitle title="Support inbox" />
        <EmptyState
          icon={Forum}
          eyebrow="Coming with live chat"
          message="The support inbox arrives with live chat: you will answer users' conversations here."
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title="Overview" subtitle="Users, money and queues at a glance" />
      <OverviewPanel />
    </>
  );
}
