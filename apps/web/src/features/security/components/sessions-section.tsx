import type { SessionSummary } from '@kapital/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useSecurityText } from '../i18n.ts';
import { deviceText } from '../lib/sign-in-labels.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { SecuritySection } from './security-section.tsx';

/**
 * "This browser" beside the session of the browser looking, "Staff access" beside an admin
 * viewing as the user: a session the user did not open themselves, and may end.
 */
function SessionChips({ session }: { session: SessionSummary }) {
  const { t } = useSecurityText();
  return (
    <>
      {session.current ? (
        <Chip size="small" color="primary" variant="outlined" label={t('sessions.thisBrowser')} />
      ) : null}
      {session.staffAccess ? (
        <Chip size="small" color="info" variant="outlined" label={t('sessions.staffAccess')} />
      ) : null}
    </>
  );
}

/**
 * Every browser signed in to the account, this one marked: end one, or every one but this. An
 * ended browser's next request is refused and its open pages go to the sign-in page.
 */
export function SessionsSection({ userId }: { userId: string }) {
  const { t } = useSecurityText();
  const sessions = useSessions(userId);
  const endOne = useEndSession(userId);
  const endOthers = useEndOtherSessions(userId);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  // Kept after its dialog closes, so the dialog's text stays while it fades out.
  const [ending, setEnding] = useState<SessionSummary | null>(null);
  const [endOpen, setEndOpen] = useState(false);
  const [othersOpen, setOthersOpen] = useState(false);
  const items = sessions.data?.items;
  const others = items?.filter((session) => !session.current).length ?? 0;

  const askToEnd = (session: SessionSummary) => {
    endOne.reset();
    setEnding(session);
    setEndOpen(true);
  };
  const confirmEnd = () => {
    if (!ending) return;
    endOne.mutate(ending.id, {
      onSuccess: () => {
        toast.success(t('sessions.ended'));
        setEndOpen(false);
      },
    });
  };
  const confirmEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('sessions.othersEnded'));
        setOthersOpen(false);
      },
    });

  return (
    <SecuritySection
      title={t('sessions.title')}
      description={t('sessions.description')}
      data-testid="sessions-section"
      action={
        others > 0 ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              endOthers.reset();
              setOthersOpen(true);
            }}
          >
            {t('sessions.endOthers')}
          </Button>
        ) : null
      }
    >
      {!items && sessions.isError ? (
        <InlineLoadError
          message={t('sessions.loadError')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : !items ? (
        <Box role="status" aria-label={t('sessions.loading')}>
          {[0, 1].map((index) => (
            <Skeleton key={index} height={56} />
          ))}
        </Box>
      ) : wide ? (
        <SessionsTable items={items} onEnd={askToEnd} />
      ) : (
        <SessionCards items={items} onEnd={askToEnd} />
      )}
      <ConfirmActionDialog
        open={endOpen}
        title={t('sessions.endTitle')}
        confirmLabel={t('sessions.endConfirm')}
        action={endOne}
        onConfirm={confirmEnd}
        onClose={() => setEndOpen(false)}
      >
        {ending
          ? t('sessions.endBody', { session: sessionName(ending, t) })
          : t('sessions.endBodyUnnamed')}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={othersOpen}
        title={t('sessions.endOthersTitle')}
        confirmLabel={t('sessions.endOthersConfirm')}
        action={endOthers}
        onConfirm={confirmEndOthers}
        onClose={() => setOthersOpen(false)}
      >
        {t('sessions.endOthersBody')}
      </ConfirmActionDialog>
    </SecuritySection>
  );
}

interface SessionListProps {
  items: SessionSummary[];
  onEnd: (session: SessionSummary) => void;
}

/** The browser and, when known, its address: how a person tells one session from another. */
function sessionName(session: SessionSummary, t: TFunction<'security'>): string {
  const device = deviceText(session, t);
  return session.ipAddress
    ? t('sessions.nameWithAddress', { device, address: session.ipAddress })
    : device;
}

function EndButton({
  session,
  onEnd,
}: {
  session: SessionSummary;
  onEnd: SessionListProps['onEnd'];
}) {
  const { t } = useSecurityText();
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      onClick={() => onEnd(session)}
      aria-label={t('sessions.endLabel', { session: sessionName(session, t) })}
    >
      {t('sessions.end')}
    </Button>
  );
}

function SessionsTable({ items, onEnd }: SessionListProps) {
  const { t } = useSecurityText();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('sessions.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.browser')}</TableCell>
            <TableCell>{t('columns.address')}</TableCell>
            <TableCell>{t('sessions.columns.signedIn')}</TableCell>
            <TableCell>{t('sessions.columns.lastActive')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('sessions.columns.action')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((session) => (
            <TableRow key={session.id} data-testid="session-row">
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  {deviceText(session, t)}
                  <SessionChips session={session} />
                </Box>
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {session.ipAddress || '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(session.createdAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(session.updatedAt)}
              </TableCell>
              <TableCell align="right">
                {session.current ? null : <EndButton session={session} onEnd={onEnd} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SessionCards({ items, onEnd }: SessionListProps) {
  const { t } = useSecurityText();
  return (
    <List
      aria-label={t('sessions.listLabel')}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {items.map((session, index) => (
        <ListItem
          key={session.id}
          divider={index < items.length - 1}
          data-testid="session-row"
          sx={{ display: 'block', py: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{deviceText(session, t)}</Typography>
            <SessionChips session={session} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {session.ipAddress || t('addressUnknown')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sessions.signedInAt', { date: formatDateTime(session.createdAt) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sessions.lastActiveAt', { date: formatDateTime(session.updatedAt) })}
          </Typography>
          {session.current ? null : (
            <Box sx={{ mt: 1 }}>
              <EndButton session={session} onEnd={onEnd} />
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
