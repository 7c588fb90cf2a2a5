import { PageTitle } from '@/components/page-title.tsx';
import { OpenPositions } from '@/features/trade/components/open-positions.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

/** /on-trade: the open positions, with live price and profit/loss. */
export function OnTradeRoute() {
  const { me } = useSignedIn();
  return (
    <>
      <PageTitle
        title="On Trade"
        subtitle="Your open positions, with their profit or loss at the live price."
      />
      <OpenPositions userId={me.profile.uid} />
    </>
  );
}
