import Link from '@mui/material/Link';
import { linkify } from '@/lib/chat/chat-text.ts';

/**
 * A message's text as text: React escapes every part, and links are anchors to http(s) only,
 * opening in a new tab without telling the other site where they came from.
 */
export function ChatMessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            sx={{ wordBreak: 'break-all' }}
          >
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
