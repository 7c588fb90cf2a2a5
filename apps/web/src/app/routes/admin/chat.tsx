import { PageTitle } from '@/components/page-title.tsx';
import { ChatInbox } from '@/features/admin/chat/components/chat-inbox.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { useConsoleText } from './console-text.ts';

/** /admin/chat: the support inbox, for support agents and admins. */
export function AdminChatRoute() {
  const { me } = useSignedIn();
  const { t } = useConsoleText();
  return (
    <>
      <PageTitle title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <ChatInbox myId={me.profile.uid} />
    </>
  );
}
