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
import { useState } from 'react';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { deviceText } from '../lib/sign-in-labels.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { SecuritySection } from './security-section.tsx';

/**
 * "This browser" beside the session of the browser looking, "Staff access" beside an admin
 * viewing as the user: a session the user did not open themselves, and may end.
 */
function SessionChips({ session }: { session: SessionSummary }) {
  return (
    <>
      {session.current ? (
        <Chip size="small" color="primary" variant="outlined" label="This browser" />
      ) : null}
      {session.staffAccess ? (
        <Chip size="small" color="info" variant="outlined" label="Staff access" />
      ) : null}
    </>
  );
}

/**
 * Every browser signed in to the account, this one marked: end one, or every one but this. An
 * ended browser's next request is refused and its open pages go to the sign-in page.
 */
export function SessionsSection({ userId }: { userId: string }) {
  const sessions = useSessions(userId);
  const endOne = useEndSession(userId);
  const endOthers = useEndOtherSessions(userId);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
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
        toast.success('Session ended. That browser is signed out.');
        setEndOpen(false);
      },
    });
  };
  const confirmEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        toast.success('Every other browser is signed out.');
        setOthersOpen(false);
      },
    });

  return (
    <SecuritySection
      title="Where you are signed in"
      description="Every browser signed in to your account. End any you do not recognise, then change your password."
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
            Sign out everywhere else
          </Button>
        ) : null
      }
    >
      {!items && sessions.isError ? (
        <InlineLoadError
          message="Your sessions could not be loaded."
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : !items ? (
        <Box role="status" aria-label="Loading your sessions">
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
        title="End this session?"
        confirmLabel="End session"
        action={endOne}
        onConfirm={confirmEnd}
        onClose={() => setEndOpen(false)}
      >
        {ending ? sessionName(ending) : 'That browser'} is signed out at once. Whoever uses it must
        sign in again.
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={othersOpen}
        title="Sign out everywhere else?"
        confirmLabel="Sign out others"
        action={endOthers}
        onConfirm={confirmEndOthers}
        onClose={() => setOthersOpen(false)}
      >
        Every other browser signed in to your account is signed out at once. This browser stays
        signed in.
      </ConfirmActionDialog>
    </SecuritySection>
  );
}

interface SessionListProps {
  items: SessionSummary[];
  onEnd: (session: SessionSummary) => void;
}

/** The browser and, when known, its address: how a person tells one session from another. */
function sessionName(session: SessionSummary): string {
  return session.ipAddress ? `${deviceText(session)} at ${session.ipAddress}` : deviceText(session);
}

function EndButton({
  session,
  onEnd,
}: {
  session: SessionSummary;
  onEnd: SessionListProps['onEnd'];
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      onClick={() => onEnd(session)}
      aria-label={`End session: ${sessionName(session)}`}
    >
      End
    </Button>
  );
}

function SessionsTable({ items, onEnd }: SessionListProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label="Signed-in browsers">
        <TableHead>
          <TableRow>
            <TableCell>Browser</TableCell>
            <TableCell>Address</TableCell>
            <TableCell>Signed in</TableCell>
            <TableCell>Last active</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((session) => (
            <TableRow key={session.id} data-testid="session-row">
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  {deviceText(session)}
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
  return (
    <List
      aria-label="Signed-in browsers"
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
            <Typography sx={{ fontWeight: 600 }}>{deviceText(session)}</Typography>
            <SessionChips session={session} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {session.ipAddress || 'Address unknown'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Signed in {formatDateTime(session.createdAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Last active {formatDateTime(session.updatedAt)}
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
