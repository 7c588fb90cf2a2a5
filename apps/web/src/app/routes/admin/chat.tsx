import { PageTitle } from '@/components/page-title.tsx';
import { ChatInbox } from '@/features/admin/chat/components/chat-inbox.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

/** /admin/chat: the support inbox, for support agents and admins. */
export function AdminChatRoute() {
  const { me } = useSignedIn();
  return (
    <>
      <PageTitle title="Support inbox" subtitle="Conversations with users, newest activity first" />
      <ChatInbox myId={me.profile.uid} />
    </>
  );
}
