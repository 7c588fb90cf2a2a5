import { z } from 'zod';
import { moneyString } from './common.ts';

/** Every balance a user owns, in USD: the dashboard's cards. */
export const fundsResponse = z.object({
  wallet: moneyString,
  bonus: moneyString,
  profit: moneyString,
  demo: moneyString,
});
export type FundsResponse = z.infer<typeof fundsResponse>;
