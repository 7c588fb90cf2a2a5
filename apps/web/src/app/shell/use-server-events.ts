import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { type AuthSession, sessionQueryKey } from '@/features/auth/api/get-session.ts';
import { chatStream } from '@/lib/chat/chat-stream.ts';
import { candleStream } from '@/lib/market/candle-stream.ts';
import { mutationsSettled } from '@/lib/mutations-settled.ts';
import { connectRealtime } from '@/lib/realtime-socket.ts';
import type { ForcedSignOut } from '@/lib/sign-out-reason.ts';
import { createServerMessageHandler } from './server-message-handler.ts';

/**
 * Listens to the server's one WebSocket for as long as the signed-in area is open: live
 * balances, settings, market ticks and the charts' forming candles, the live chat, the
 * console's queues for admins, and the news that the platform has signed the user out.
 */
export function useServerEvents(userId: string, onSignedOut: (signOut: ForcedSignOut) => void) {
  const queryClient = useQueryClient();
  // The latest callback, read when the event comes, so a new identity does not reopen the socket.
  const signedOut = useEffectEvent(onSignedOut);

  useEffect(() => {
    const messages = createServerMessageHandler(queryClient, userId, (signOut) =>
      signedOut(signOut),
    );
    const connection = connectRealtime({
      onMessage: messages.handle,
      onChatMessage: chatStream.receive,
      // The charts on screen ask for their forming candles on every (re)connect; the chat
      // reads its history again after a reconnect.
      onConnect: (send) => {
        candleStream.attach(send);
        chatStream.attach(send);
      },
      onDisconnect: () => {
        candleStream.detach();
        chatStream.detach();
      },
      // The socket's session ended. Re-reading the session sends a signed-out user to /login;
      // after a password change this browser has a new session, and the socket connects again.
      // The close can arrive before the change's answer (and its new cookie): wait for it.
      onUnauthorized: async () => {
        await mutationsSettled(queryClient);
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        return queryClient.getQueryData<AuthSession | null>(sessionQueryKey)?.user.id === userId;
      },
    });
    return () => {
      connection.close();
      messages.cancel();
    };
  }, [queryClient, userId]);
}
