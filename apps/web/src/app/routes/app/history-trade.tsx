import { PageTitle } from '@/components/page-title.tsx';
import { PositionHistory } from '@/features/trade/components/position-history.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** /history-trade: the closed positions, their exit, reason, fees and result. */
export function HistoryTradeRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <>
      <PageTitle title={t('historyTrade.title')} subtitle={t('historyTrade.subtitle')} />
      <PositionHistory userId={me.profile.uid} />
    </>
  );
}
