import { MAIL_TOPICS, type MailPreferences, type MailTopic } from '@kapital/shared';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { useMailPreferences } from '../api/get-mail-preferences.ts';
import { useUpdateMailPreferences } from '../api/update-mail-preferences.ts';
import { useProfileText } from '../i18n.ts';
import { MAIL_TOPIC_TEXTS } from '../lib/mail-topics.ts';

/**
 * /profile: which mail the user wants, one switch per topic. A toggle is saved at once and shown
 * at once; a refused save puts the switch back and says so. Notices in the app are not affected.
 */
export function MailPreferencesCard({ userId }: { userId: string }) {
  const { t } = useProfileText();
  const headingId = useId();
  const preferences = useMailPreferences(userId);
  const update = useUpdateMailPreferences(userId);
  // The topic of the latest toggle: a refusal names it.
  const [changed, setChanged] = useState<MailTopic | null>(null);

  const toggle = (current: MailPreferences, topic: MailTopic, on: boolean) => {
    setChanged(topic);
    update.mutate({ ...current, [topic]: on });
  };

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="mail-preferences-card"
      sx={{ borderRadius: 3, mt: 3 }}
    >
      <Box
        sx={{
          p: { xs: 2.5, sm: 4 },
          pb: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('mailPreferences.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('mailPreferences.intro')}
          </Typography>
        </Box>
        <SaveState pending={update.isPending} saved={update.isSuccess} />
      </Box>
      <Divider />
      {update.isError && changed ? (
        <Alert severity="error" sx={{ mx: { xs: 2.5, sm: 4 }, mt: 2 }}>
          {t('mailPreferences.notSaved', {
            topic: t(MAIL_TOPIC_TEXTS[changed].label),
            reason: errorMessage(update.error),
          })}
        </Alert>
      ) : null}
      {preferences.data ? (
        <List aria-labelledby={headingId} sx={{ px: { xs: 1, sm: 2 } }}>
          {MAIL_TOPICS.map((topic) => (
            <TopicSwitch
              key={topic}
              topic={topic}
              on={preferences.data[topic]}
              onChange={(on) => toggle(preferences.data, topic, on)}
            />
          ))}
        </List>
      ) : preferences.isError ? (
        <InlineLoadError
          message={t('mailPreferences.loadError')}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
          sx={{ m: { xs: 2.5, sm: 4 } }}
        />
      ) : (
        <Box
          role="status"
          aria-label={t('mailPreferences.loading')}
          sx={{ px: { xs: 2.5, sm: 4 }, py: 1 }}
        >
          {MAIL_TOPICS.map((topic) => (
            <Skeleton key={topic} height={56} />
          ))}
        </Box>
      )}
      <Divider />
      <Box
        sx={{
          px: { xs: 2.5, sm: 4 },
          py: 2,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          color: 'text.secondary',
        }}
      >
        <LockOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">{t('mailPreferences.securityNote')}</Typography>
      </Box>
    </Card>
  );
}

/** "Saving…" then "Saved", read out politely to screen readers, shown beside the title. */
function SaveState({ pending, saved }: { pending: boolean; saved: boolean }) {
  const { t } = useProfileText();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 24,
        typography: 'body2',
        color: pending ? 'text.secondary' : 'success.main',
      }}
    >
      {pending ? (
        t('mailPreferences.saving')
      ) : saved ? (
        <>
          <CheckCircleOutline fontSize="small" aria-hidden />
          {t('mailPreferences.saved')}
        </>
      ) : null}
    </Box>
  );
}

function TopicSwitch({
  topic,
  on,
  onChange,
}: {
  topic: MailTopic;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useProfileText();
  const switchId = useId();
  const descriptionId = useId();
  const { label, description } = MAIL_TOPIC_TEXTS[topic];
  return (
    <ListItem
      divider
      data-testid={`mail-topic-${topic}`}
      sx={{ gap: 2, py: 1.5, '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography
          component="label"
          htmlFor={switchId}
          sx={{ display: 'block', fontWeight: 600, cursor: 'pointer' }}
        >
          {t(label)}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {t(description)}
        </Typography>
      </Box>
      <Switch
        id={switchId}
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': descriptionId } }}
        sx={{ flexShrink: 0 }}
      />
    </ListItem>
  );
}
