import Stack from '@mui/material/Stack';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { useReferralSummary } from '../api/get-referral-summary.ts';
import { useReferralsText } from '../i18n.ts';
import { CommissionsSection } from './commissions-section.tsx';
import { ReferralFigures } from './referral-figures.tsx';
import { ReferralLinkCard } from './referral-link-card.tsx';
import { ReferredPeopleSection } from './referred-people-section.tsx';

/**
 * /refferals: the link to share with its QR code, the figures, the people referred and the
 * commissions. A commission paid (the bonus balance moves) or held (a notice arrives) reads it
 * all again (money-query-keys.ts), so the page follows along without a reload.
 */
export function ReferralsScreen({ userId }: { userId: string }) {
  const { t } = useReferralsText();
  const summary = useReferralSummary(userId);
  return (
    <Stack spacing={4}>
      {!summary.data && summary.isError ? (
        <LoadErrorAlert
          title={t('screen.loadError')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <ReferralLinkCard link={summary.data?.link} />
          <ReferralFigures summary={summary.data} />
        </>
      )}
      <ReferredPeopleSection userId={userId} />
      <CommissionsSection userId={userId} />
    </Stack>
  );
}
