import { z } from 'zod';
import { PAIRS } from '../constants.ts';
import { PRICE_PATTERN } from '../trading.ts';
import { moneyInput, moneyString, pageField, pageOf, sizeField } from './common.ts';

export const POSITION_SIDES = ['buy', 'sell'] as const;
export const POSITION_STATUSES = ['open', 'closed'] as const;
export const CLOSE_REASONS = ['manual', 'take_profit', 'stop_loss', 'stop_out'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** Real trades the wallet; Free (demo) the demo account. */
export const TRADING_MODES = ['real', 'demo'] as const;
export type TradingMode = (typeof TRADING_MODES)[number];
/** What people read: the demo mode is called Free everywhere on screen. */
export const TRADING_MODE_LABELS: Record<TradingMode, string> = { real: 'Real', demo: 'Free' };

/** A price typed by a person: a positive decimal with at most 8 places. */
export const priceInput = z
  .string('Enter a price')
  .trim()
  .regex(PRICE_PATTERN, 'Enter a price with at most 8 decimals')
  .refine((value) => !/^0+(\.0+)?$/.test(value), 'Enter a price above zero');

/**
 * POST /api/positions, with an Idempotency-Key. There is no price: the order fills at the
 * server's next tick. A body that brings one (or any other unknown field) is refused.
 */
export const openPositionBody = z.strictObject({
  symbol: z.enum(PAIRS, `Choose one of ${PAIRS.join(', ')}`),
  side: z.enum(POSITION_SIDES, 'Choose Buy or Sell'),
  stake: moneyInput,
  takeProfit: priceInput.nullable().optional(),
  stopLoss: priceInput.nullable().optional(),
});
export type OpenPositionBody = z.input<typeof openPositionBody>;

/** PATCH /api/positions/{id}: new take-profit and stop-loss levels; null removes one. */
export const updateLevelsBody = z
  .strictObject({
    takeProfit: priceInput.nullable(),
    stopLoss: priceInput.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change the take-profit or the stop-loss');
export type UpdateLevelsBody = z.input<typeof updateLevelsBody>;

export const positionParams = z.object({
  positionId: z.string().trim().min(1).max(64, 'Not a position id'),
});

const decimalString = z.string().regex(/^\d+(\.\d+)?$/);

/** A position, open or closed. Amounts in USD; prices as decimal strings. */
export const positionSchema = z.object({
  id: z.string(),
  /** e.g. POS-000042 */
  number: z.string(),
  mode: z.enum(TRADING_MODES),
  symbol: z.enum(PAIRS),
  side: z.enum(POSITION_SIDES),
  status: z.enum(POSITION_STATUSES),
  stake: moneyString,
  openFee: moneyString,
  /** The fee rate of this position's opening and closing, in basis points of the stake. */
  feeBps: z.number().int(),
  /** Fees paid: the opening fee, plus the closing fee once closed. */
  fees: moneyString,
  entryPrice: decimalString,
  takeProfit: decimalString.nullable(),
  stopLoss: decimalString.nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  /** The level that fired (take-profit, stop-loss, stop-out); null for a manual close. */
  triggerPrice: decimalString.nullable(),
  /** The server's price the position closed at. */
  exitPrice: decimalString.nullable(),
  closeFee: moneyString.nullable(),
  /** Profit or loss before fees, signed. */
  result: moneyString.nullable(),
  /** What returned to the trading account. */
  payout: moneyString.nullable(),
  /** Closed: what the trader gained or lost after both fees (payout - stake - opening fee). */
  net: moneyString.nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/positions?status=&mode=&symbol=&reason=&page=&size=: newest first. */
export const positionListQuery = z.object({
  status: z.enum(POSITION_STATUSES, 'Choose open or closed').optional(),
  mode: z.enum(TRADING_MODES, 'Choose real or demo').optional(),
  symbol: z.enum(PAIRS, `Choose one of ${PAIRS.join(', ')}`).optional(),
  reason: z.enum(CLOSE_REASONS, 'Unknown reason').optional(),
  page: pageField,
  size: sizeField,
});
export type PositionListQuery = z.input<typeof positionListQuery>;
export const positionListResponse = pageOf(positionSchema);
export type PositionListResponse = z.infer<typeof positionListResponse>;

/**
 * GET /api/trading/account: what the order panel trades. Real: the wallet; Free: the demo
 * account (funded with the settings' demo balance the first time it is read).
 */
export const tradingAccountResponse = z.object({
  mode: z.enum(TRADING_MODES),
  balance: moneyString,
  /** The fee of opening and of closing, as a percentage of the stake ("0.10"). */
  feePercent: z.string(),
  feeBps: z.number().int(),
  /** Free only: the balance a reset restores, and whether today's reset is still unused. */
  demoBalance: moneyString,
  demoResetAvailable: z.boolean(),
});
export type TradingAccount = z.infer<typeof tradingAccountResponse>;

/** GET /api/admin/trading: open exposure per pair and what trading has earned the house. */
export const adminTradingResponse = z.object({
  pairs: z.array(
    z.object({
      symbol: z.enum(PAIRS),
      /** Open Real positions and their stakes by side: the house's exposure. */
      open: z.number().int(),
      buyStake: moneyString,
      sellStake: moneyString,
      /** Open Free positions: no real money, shown for activity. */
      demoOpen: z.number().int(),
    }),
  ),
  real: z.object({
    open: z.number().int(),
    closed: z.number().int(),
    /** Minus the traders' results over closed Real positions: what the house won or lost. */
    houseResult: moneyString,
    /** Opening and closing fees of Real positions. */
    fees: moneyString,
  }),
});
export type AdminTrading = z.infer<typeof adminTradingResponse>;

/** GET /api/admin/users/{userId}/positions?status=&page=&size= */
export const adminUserPositionsQuery = positionListQuery;
