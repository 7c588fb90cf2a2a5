import { useEffect, useState } from 'react';
import { chatStream } from './chat-stream.ts';
import { TYPING_SHOWN_MS } from './typing-throttle.ts';

/**
 * Who on the other side is typing, or null: shown for a few seconds after their last note, and
 * gone with their message. `who` is the other side; `conversationId` narrows staff's view to
 * the conversation on screen (a user has only one).
 */
export function useTypingName(who: 'user' | 'staff', conversationId?: string): string | null {
  const [typingName, setTypingName] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = chatStream.listen((message) => {
      if (conversationId !== undefined && message.conversationId !== conversationId) return;
      if (message.type === 'chat.typing' && message.who === who) {
        setTypingName(message.name);
        clearTimeout(timer);
        timer = setTimeout(() => setTypingName(null), TYPING_SHOWN_MS);
      } else if (message.type === 'chat.message' && message.message.sender.role === who) {
        clearTimeout(timer);
        setTypingName(null);
      }
    });
    return () => {
      stop();
      clearTimeout(timer);
      setTypingName(null);
    };
  }, [who, conversationId]);
  return typingName;
}
