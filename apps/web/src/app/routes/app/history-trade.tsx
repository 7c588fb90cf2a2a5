import { PageTitle } from '@/components/page-title.tsx';
import { PositionHistory } from '@/features/trade/components/position-history.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

/** /history-trade: the closed positions, their exit, reason, fees and result. */
export function HistoryTradeRoute() {
  const { me } = useSignedIn();
  return (
    <>
      <PageTitle
        title="History Trade"
        subtitle="Your closed positions in Real and Free mode, and their results after fees."
      />
      <PositionHistory userId={me.profile.uid} />
    </>
  );
}
