import type { ChatMessage } from '@kapital/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTime, type PendingMessage } from '@/lib/chat/chat-rows.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { ChatMessageText } from './chat-message-text.tsx';

interface BubbleProps {
  own: boolean;
  text: string;
  image: string | null;
  imageAlt: string;
  /** The staff member's name and avatar, on their messages. */
  sender?: { name: string; photoURL: string | null };
  footer: ReactNode;
  testId: string;
}

function Bubble({ own, text, image, imageAlt, sender, footer, testId }: BubbleProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
      }}
    >
      {sender ? (
        <Avatar
          src={sender.photoURL ?? undefined}
          alt=""
          sx={{ width: 28, height: 28, fontSize: 14 }}
        >
          {sender.name.charAt(0).toUpperCase()}
        </Avatar>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        {own ? (
          <Box component="span" sx={visuallyHidden}>
            {t('chat.you')}
          </Box>
        ) : null}
        {sender ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 1.5 }}>
            {sender.name}
          </Typography>
        ) : null}
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2.5,
            borderBottomRightRadius: own ? 4 : undefined,
            borderBottomLeftRadius: own ? undefined : 4,
            bgcolor: own ? 'primary.main' : 'action.hover',
            color: own ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {image ? (
            <Box
              component="a"
              href={image}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('chat.openFullSize', { image: imageAlt })}
              sx={{ display: 'block', mb: text ? 0.75 : 0 }}
            >
              <Box
                component="img"
                src={image}
                alt={imageAlt}
                loading="lazy"
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: 180,
                  borderRadius: 1.5,
                  objectFit: 'cover',
                }}
              />
            </Box>
          ) : null}
          {text ? (
            <Typography
              variant="body2"
              component="p"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              <ChatMessageText text={text} />
            </Typography>
          ) : null}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: own ? 'flex-end' : 'flex-start',
            alignItems: 'center',
            gap: 0.5,
            mx: 1,
            mt: 0.25,
          }}
        >
          {footer}
        </Box>
      </Box>
    </Box>
  );
}

/** Who is looking at the conversation: the user in their panel, or staff in the inbox. */
export type ChatViewer = 'user' | 'staff';

/**
 * A message of the history: the viewer's side on the right with its delivery marks, the other
 * side on the left with the sender's name and avatar. In the inbox every staff message is on
 * the right, with the name of whoever on the team wrote it.
 */
export function ChatMessageItem({
  message,
  viewer = 'user',
}: {
  message: ChatMessage;
  viewer?: ChatViewer;
}) {
  const { t } = useTranslation();
  const own = message.sender.role === viewer;
  return (
    <Bubble
      own={own}
      text={message.text}
      image={message.img}
      imageAlt={own ? t('chat.imageYouSent') : t('chat.imageFrom', { name: message.sender.name })}
      sender={own ? undefined : message.sender}
      testId={own ? 'chat-message-own' : `chat-message-${message.sender.role}`}
      footer={
        <>
          {own && viewer === 'staff' ? (
            <Typography variant="caption" color="text.secondary">
              {message.sender.name} ·
            </Typography>
          ) : null}
          <ChatTime iso={message.date} />
          {own ? <DeliveryMark read={message.readAt !== null} /> : null}
        </>
      }
    />
  );
}

/** When a message was sent, as a <time>: '14:05' today, else with the day. */
export function ChatTime({ iso }: { iso: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="time" dateTime={iso}>
      {messageTime(iso)}
    </Typography>
  );
}

/** ✓ once the server has it, ✓✓ once the other side read it; each with its word for screen readers. */
function DeliveryMark({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="caption"
      role="img"
      aria-label={read ? t('chat.read') : t('chat.delivered')}
      data-testid={read ? 'chat-mark-read' : 'chat-mark-delivered'}
      sx={{ color: read ? 'primary.main' : 'text.secondary', fontWeight: 700, letterSpacing: -2 }}
    >
      {read ? '✓✓' : '✓'}
    </Typography>
  );
}

/** A message still being sent (with the image's upload progress), or one that failed. */
export function PendingMessageItem({
  pending,
  onRetry,
}: {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const failed = pending.status === 'failed';
  return (
    <Bubble
      own
      text={pending.text}
      image={pending.imageUrl}
      imageAlt={t('chat.imageYouAreSending')}
      testId={failed ? 'chat-message-failed' : 'chat-message-sending'}
      footer={
        failed ? (
          <>
            <Typography variant="caption" color="error">
              {t('chat.notSent')}
            </Typography>
            <Button
              size="small"
              color="error"
              onClick={() => onRetry(pending.clientId)}
              sx={{ minWidth: 0, p: 0 }}
            >
              {t('actions.retry')}
            </Button>
            {pending.problem ? (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ width: '100%', textAlign: 'right' }}
              >
                {pending.problem}
              </Typography>
            ) : null}
          </>
        ) : pending.progress !== null ? (
          <LinearProgress
            variant="determinate"
            value={pending.progress}
            aria-label={t('chat.uploadingImage')}
            sx={{ width: 120 }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('chat.sending')}
          </Typography>
        )
      }
    />
  );
}
