import type { KycSubmission } from '@kapital/shared';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Description from '@mui/icons-material/Description';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countryName } from '@/lib/countries.ts';
import { formatDate, formatDateTime } from '@/lib/format-date.ts';
import { useKycText } from '../i18n.ts';
import { ID_TYPE_KEYS, SIDE_KEYS } from '../lib/labels.ts';

const cardSx = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 };

function StatusBanner({
  icon: Icon,
  tone,
  title,
  badge,
  children,
}: {
  icon: typeof SvgIcon;
  tone: 'warning' | 'success';
  title: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          bgcolor: `rgba(var(--mui-palette-${tone}-mainChannel) / 0.14)`,
        }}
      >
        <Icon sx={{ fontSize: 34 }} />
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          {badge}
        </Stack>
        {children}
      </Stack>
    </Stack>
  );
}

/** The submitted details: what the reviewer is looking at. */
function SubmissionDetails({ submission }: { submission: KycSubmission }) {
  const { t } = useKycText();
  const rows: Array<[string, string]> = [
    [t('fields.legalName'), submission.legalName],
    [t('fields.dateOfBirth'), formatDate(submission.dateOfBirth)],
    [t('fields.nationality'), countryName(submission.nationality)],
    [t('fields.idType'), t(ID_TYPE_KEYS[submission.idType])],
    [t('fields.idNumber'), `•••• ${submission.idNumberLast4}`],
    [t('fields.submitted'), formatDateTime(submission.createdAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function DocumentList({ submission }: { submission: KycSubmission }) {
  const { t } = useKycText();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {submission.documents.map((side) => (
        <Stack
          component="li"
          key={side}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Description sx={{ color: 'primary.main' }} aria-hidden />
          <Typography sx={{ flex: 1 }}>{t(SIDE_KEYS[side])}</Typography>
          <CheckCircle sx={{ color: 'success.main' }} titleAccess={t('status.received')} />
        </Stack>
      ))}
    </Stack>
  );
}

/** 'pending': the documents are with staff; nothing to do but wait. */
export function KycPending({ submission }: { submission: KycSubmission }) {
  const { t } = useKycText();
  return (
    <Stack spacing={3}>
      <Card variant="outlined" sx={cardSx}>
        <StatusBanner
          icon={HourglassTop}
          tone="warning"
          title={t('status.pendingTitle')}
          badge={<Chip label={t('status.pendingChip')} color="warning" size="small" />}
        >
          <Typography color="text.secondary">
            {t('status.receivedOn', { date: formatDateTime(submission.createdAt) })}
          </Typography>
        </StatusBanner>
      </Card>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={cardSx} component="section" aria-labelledby="kyc-next">
          <Typography id="kyc-next" variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t('status.nextTitle')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
            <li>{t('status.nextCheck')}</li>
            <li>{t('status.nextEmail')}</li>
            <li>{t('status.nextOpen')}</li>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('status.nextRetry')}
          </Typography>
        </Card>
        <Card variant="outlined" sx={cardSx} component="section" aria-labelledby="kyc-submitted">
          <Typography id="kyc-submitted" variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t('status.sentTitle')}
          </Typography>
          <SubmissionDetails submission={submission} />
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2.5, mb: 1 }}>
            {t('form.documents')}
          </Typography>
          <DocumentList submission={submission} />
        </Card>
      </Box>
    </Stack>
  );
}

/** 'approved': verified, and what that opens. */
export function KycApproved({ submission }: { submission: KycSubmission | null }) {
  const { t } = useKycText();
  return (
    <Stack spacing={3}>
      <Card variant="outlined" sx={cardSx}>
        <StatusBanner
          icon={Verified}
          tone="success"
          title={t('status.approvedTitle')}
          badge={
            <Chip
              icon={<Verified />}
              label={t('status.verifiedChip')}
              color="success"
              size="small"
              data-testid="kyc-verified-badge"
            />
          }
        >
          <Typography color="text.secondary">
            {submission?.reviewedAt
              ? t('status.verifiedOn', { date: formatDateTime(submission.reviewedAt) })
              : t('status.verified')}
          </Typography>
        </StatusBanner>
      </Card>
      <Card variant="outlined" sx={cardSx} component="section" aria-labelledby="kyc-unlocks">
        <Typography id="kyc-unlocks" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('status.unlocksTitle')}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[
            [t('status.withdrawalsTitle'), t('status.withdrawalsText')],
            [t('status.realTradingTitle'), t('status.realTradingText')],
          ].map(([title, text]) => (
            <Stack component="li" key={title} direction="row" spacing={1.5}>
              <CheckCircle sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Card>
      {submission ? (
        <Card variant="outlined" sx={cardSx} component="section" aria-labelledby="kyc-details">
          <Typography id="kyc-details" variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t('status.detailsTitle')}
          </Typography>
          <SubmissionDetails submission={submission} />
        </Card>
      ) : null}
    </Stack>
  );
}
