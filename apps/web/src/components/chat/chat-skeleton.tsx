import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The conversation's shape while it loads: a few bubbles on either side. */
export function ChatSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="chat-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('chat.loadingMessages')}
      sx={{ flex: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {[60, 75, 45, 70].map((width, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={index}
          variant="rounded"
          height={40}
          sx={{ width: `${width}%`, alignSelf: index % 2 ? 'flex-end' : 'flex-start' }}
        />
      ))}
    </Box>
  );
}
