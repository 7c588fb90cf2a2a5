import {
  STATEMENT_TYPE_KINDS,
  STATEMENT_TYPE_LABELS,
  STATEMENT_TYPES,
  type StatementType,
  TRANSFER_KINDS,
} from '@kapital/shared';

/** A transfer as a statement sees it: signed from the fund's side. */
export interface Movement {
  kind: string;
  reference: string | null;
  metadata: Record<string, unknown> | null;
  /** Minor units: positive into the fund, negative out of it. */
  amount: bigint;
}

const TYPE_OF_KIND = new Map<string, StatementType>(
  STATEMENT_TYPES.flatMap((type) => STATEMENT_TYPE_KINDS[type].map((kind) => [kind, type])),
);

/** The statement filter a transfer kind belongs to; kinds of no filter are 'other'. */
export function statementTypeOf(kind: string): StatementType | 'other' {
  return TYPE_OF_KIND.get(kind) ?? 'other';
}

const FUND_NAMES: Record<string, string> = { bonus: 'bonus fund', profit: 'profit fund' };

function text(metadata: Record<string, unknown> | null, key: string): string | null {
  const value = metadata?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** "Deposit DEP-000042": the invoice number when the transfer carries one. */
function withNumber(label: string, movement: Movement, suffix = ''): string {
  const number = text(movement.metadata, 'number');
  return `${number ? `${label} ${number}` : label}${suffix}`;
}

/** "Buy BTC/USDT": what a position's transfer metadata says it was. */
function positionLabel(movement: Movement): string {
  const side = text(movement.metadata, 'side') === 'sell' ? 'Sell' : 'Buy';
  const symbol = text(movement.metadata, 'symbol') ?? '?';
  return `${side} ${symbol}/USDT`;
}

/** The line a person reads in their statement, from the kind and the transfer's metadata. */
export function describeMovement(movement: Movement): string {
  switch (movement.kind) {
    case TRANSFER_KINDS.deposit:
      return withNumber('Deposit', movement);
    case TRANSFER_KINDS.withdrawalHold:
      return withNumber('Withdrawal', movement);
    case TRANSFER_KINDS.withdrawalReturn:
      return withNumber('Withdrawal', movement, ' returned');
    case TRANSFER_KINDS.withdrawalPayout:
      return withNumber('Withdrawal', movement, ' paid out');
    case TRANSFER_KINDS.withdrawalFee:
      return withNumber('Withdrawal', movement, ' fee');
    case TRANSFER_KINDS.fundMove: {
      if (movement.amount < 0n) return 'To wallet';
      const from = text(movement.metadata, 'from');
      return `From ${(from && FUND_NAMES[from]) ?? 'another fund'}`;
    }
    case TRANSFER_KINDS.investmentCapital:
      return withNumber('Investment', movement);
    case TRANSFER_KINDS.investmentCapitalReturn:
      return withNumber('Investment', movement, ' capital returned');
    case TRANSFER_KINDS.investmentProfit: {
      const period = movement.metadata?.period;
      return withNumber(
        'Investment',
        movement,
        typeof period === 'number' ? ` profit, period ${period}` : ' profit',
      );
    }
    case TRANSFER_KINDS.positionStake:
      return withNumber('Trade', movement, ` opened (${positionLabel(movement)})`);
    case TRANSFER_KINDS.positionOpenFee:
      return withNumber('Trade', movement, ' fee');
    case TRANSFER_KINDS.positionPayout:
      return withNumber('Trade', movement, ' closed');
    case TRANSFER_KINDS.referralCommission: {
      const level = movement.metadata?.level;
      return typeof level === 'number'
        ? `Referral commission, level ${level}`
        : 'Referral commission';
    }
    case TRANSFER_KINDS.adminCredit:
    case TRANSFER_KINDS.adminDebit: {
      const reason = text(movement.metadata, 'reason');
      return reason ? `Adjustment by staff: ${reason}` : 'Adjustment by staff';
    }
    default:
      return STATEMENT_TYPE_LABELS.other;
  }
}
