import { PAIRS, type PairSymbol } from '@kapital/shared/constants';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { pairLabel } from '@/lib/market/format-ticker.ts';
import { useTradeText } from '../i18n.ts';
import { PAIR_TITLES, pairPath } from '../lib/pairs.ts';

/** Chooses the pair: each one is its own address, /trade/{sym}/{name}. */
export function PairSelector({ symbol }: { symbol: PairSymbol }) {
  const navigate = useNavigate();
  const { t } = useTradeText();
  return (
    <TextField
      select
      label={t('pairSelector.label')}
      size="small"
      value={symbol}
      onChange={(event) => navigate(pairPath(event.target.value as PairSymbol))}
      sx={{ minWidth: 220 }}
    >
      {PAIRS.map((pair) => (
        <MenuItem key={pair} value={pair}>
          {pairLabel(pair)} · {PAIR_TITLES[pair]}
        </MenuItem>
      ))}
    </TextField>
  );
}
