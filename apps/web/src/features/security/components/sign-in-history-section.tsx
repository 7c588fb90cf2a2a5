import { SIGN_IN_HISTORY_SIZE, type SignInHistory } from '@kapital/shared';
import Box from '@mui/material/Box';
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
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useSignIns } from '../api/get-sign-ins.ts';
import { useSecurityText } from '../i18n.ts';
import { deviceText, SIGN_IN_METHOD_LABELS, SIGN_IN_RESULTS_SHOWN } from '../lib/sign-in-labels.ts';
import { SecuritySection } from './security-section.tsx';

type Attempt = SignInHistory['items'][number];

function ResultChip({ result }: { result: Attempt['result'] }) {
  const { t } = useSecurityText();
  const { label, color } = SIGN_IN_RESULTS_SHOWN[result];
  return <Chip size="small" label={t(label)} color={color} data-testid="sign-in-result" />;
}

/** Marks the first sign-in from a browser the account had not used before. */
function NewBrowserMark() {
  const { t } = useSecurityText();
  return <Chip size="small" variant="outlined" color="warning" label={t('history.newBrowser')} />;
}

/** The last attempts to sign in to the account, from any browser, whatever came of them. */
export function SignInHistorySection({ userId }: { userId: string }) {
  const { t } = useSecurityText();
  const history = useSignIns(userId);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const items = history.data?.items;

  return (
    <SecuritySection
      title={t('history.title')}
      description={t('history.description', { size: SIGN_IN_HISTORY_SIZE })}
      data-testid="sign-in-history-section"
    >
      {!items && history.isError ? (
        <InlineLoadError
          message={t('history.loadError')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !items ? (
        <Box role="status" aria-label={t('history.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : wide ? (
        <HistoryTable items={items} />
      ) : (
        <HistoryCards items={items} />
      )}
    </SecuritySection>
  );
}

function HistoryTable({ items }: { items: Attempt[] }) {
  const { t } = useSecurityText();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('history.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.columns.time')}</TableCell>
            <TableCell>{t('history.columns.result')}</TableCell>
            <TableCell>{t('columns.browser')}</TableCell>
            <TableCell>{t('columns.address')}</TableCell>
            <TableCell>{t('history.columns.method')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((attempt) => (
            <TableRow key={attempt.id} data-testid="sign-in-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(attempt.createdAt)}
              </TableCell>
              <TableCell>
                <ResultChip result={attempt.result} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  {deviceText(attempt, t)}
                  {attempt.newDevice ? <NewBrowserMark /> : null}
                </Box>
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {attempt.ipAddress || '—'}
              </TableCell>
              <TableCell>{t(SIGN_IN_METHOD_LABELS[attempt.method])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HistoryCards({ items }: { items: Attempt[] }) {
  const { t } = useSecurityText();
  return (
    <List
      aria-label={t('history.title')}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {items.map((attempt, index) => (
        <ListItem
          key={attempt.id}
          divider={index < items.length - 1}
          data-testid="sign-in-row"
          sx={{ display: 'block', py: 1.5 }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{formatDateTime(attempt.createdAt)}</Typography>
            <ResultChip result={attempt.result} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="body2">{deviceText(attempt, t)}</Typography>
            {attempt.newDevice ? <NewBrowserMark /> : null}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {attempt.ipAddress || t('addressUnknown')} · {t(SIGN_IN_METHOD_LABELS[attempt.method])}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
