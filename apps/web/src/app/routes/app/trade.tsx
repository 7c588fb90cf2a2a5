import { PAIR_NAMES } from '@kapital/shared/constants';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PairSelector } from '@/features/trade/components/pair-selector.tsx';
import { TradeScreen } from '@/features/trade/components/trade-screen.tsx';
import { UnknownPair } from '@/features/trade/components/unknown-pair.tsx';
import { readPairAddress } from '@/features/trade/lib/pairs.ts';
import { pairLabel } from '@/lib/market/format-ticker.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** /trade/{sym}/{name}: a pair's live price and candles, and the order panel. */
export function TradeRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  const { sym, name } = useParams();
  const address = readPairAddress(sym, name);
  if (address.kind === 'redirect') return <Navigate to={address.to} replace />;
  if (address.kind === 'unknown') {
    return (
      <>
        <PageTitle title={t('trade.title')} />
        <UnknownPair symbol={address.symbol} />
      </>
    );
  }
  const { symbol } = address;
  return (
    <>
      <PageHeader
        title={t('trade.title')}
        subtitle={`${pairLabel(symbol)} · ${PAIR_NAMES[symbol]}`}
        action={<PairSelector symbol={symbol} />}
      />
      <TradeScreen userId={me.profile.uid} symbol={symbol} />
    </>
  );
}
