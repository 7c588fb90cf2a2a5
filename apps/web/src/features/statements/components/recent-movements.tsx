import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { paths } from '@/config/paths.ts';
import { useStatement } from '@/features/statements/api/get-statement.ts';
import { RECENT_MOVEMENTS } from '@/features/statements/lib/dashboard-requests.ts';
import { balanceText, signedAmount } from '@/features/statements/lib/statement-format.ts';
import { STATEMENT_TYPE_KEYS } from '@/features/statements/lib/statement-labels.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useStatementsText } from '../i18n.ts';

/** The wallet's last five movements, with the way to the whole statement. */
export function RecentMovements({ userId }: { userId: string }) {
  const { t } = useStatementsText();
  const titleId = useId();
  const statement = useStatement(userId, RECENT_MOVEMENTS);
  const rows = statement.data?.items;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={statement.isPending}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
          {t('recent.title')}
        </Typography>
        <Link component={RouterLink} to={paths.wallet} variant="body2" sx={{ fontWeight: 600 }}>
          {t('recent.viewAll')}
        </Link>
      </Box>
      {rows ? (
        rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('recent.empty')}
          </Typography>
        ) : (
          <List aria-label={t('recent.listLabel')} disablePadding>
            {rows.map((row, index) => {
              const amount = signedAmount(row.amount);
              return (
                <ListItem
                  key={row.id}
                  disableGutters
                  divider={index < rows.length - 1}
                  sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 1.25 }}
                >
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                      {row.description}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(STATEMENT_TYPE_KEYS[row.type])} · {formatDateTime(row.createdAt)}
                    </Typography>
                  </Box>
                  <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                    <Typography
                      sx={{
                        fontWeight: 600,
                        fontVariantNumeric: 'tabular-nums',
                        color: amount.direction === 'in' ? 'success.main' : 'error.main',
                      }}
                    >
                      {amount.text}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {t('recent.balance', { balance: balanceText(row.balanceAfter) })}
                    </Typography>
                  </Box>
                </ListItem>
              );
            })}
          </List>
        )
      ) : statement.isError ? (
        <InlineLoadError
          message={t('recent.loadError')}
          error={statement.error}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : (
        <Box role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((index) => (
            <Box key={index} sx={{ py: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="35%" />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
