import { PageTitle } from '@/components/page-title.tsx';
import { OpenPositions } from '@/features/trade/components/open-positions.tsx';
import { currentModeOf } from '@/features/trade/lib/trading-modes.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** /on-trade: the open positions of one mode (Real or Free), with live price and net profit/loss. */
export function OnTradeRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <>
      <PageTitle title={t('onTrade.title')} subtitle={t('onTrade.subtitle')} />
      <OpenPositions userId={me.profile.uid} currentMode={currentModeOf(me.profile.userTrading)} />
    </>
  );
}
