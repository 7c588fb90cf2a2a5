import { describe, expect, it } from 'vitest';
import { COMING_SOON_SCREENS, comingSoonScreenFor, tradePairLabel } from './coming-soon-screens.ts';

describe('comingSoonScreenFor', () => {
  it('shows the pair of a trade address', () => {
    expect(comingSoonScreenFor('/trade/BTC/bitcoin')?.subtitle).toBe('BTC/USDT · bitcoin');
    expect(comingSoonScreenFor('/trade')).toMatchObject({ screen: { title: 'Trade' } });
  });

  it('has a screen for every later feature of the shell', () => {
    const covered = ['/security', '/on-trade', '/history-trade', '/refferals'];
    for (const pathname of covered) expect(comingSoonScreenFor(pathname), pathname).not.toBeNull();
  });

  it('leaves every other address alone', () => {
    expect(comingSoonScreenFor('/')).toBeNull();
    expect(comingSoonScreenFor('/profile')).toBeNull();
    expect(comingSoonScreenFor('/wallet')).toBeNull();
    expect(comingSoonScreenFor('/invoice-balance')).toBeNull();
    // Investments are real screens now (issue 10).
    expect(comingSoonScreenFor('/investment')).toBeNull();
    expect(comingSoonScreenFor('/add-investment')).toBeNull();
    expect(comingSoonScreenFor('/add-investment/starter')).toBeNull();
    expect(comingSoonScreenFor('/invoice/9')).toBeNull();
    expect(comingSoonScreenFor('/trade/BTC')).toBeNull();
  });

  it('says one sentence per screen', () => {
    for (const screen of COMING_SOON_SCREENS) {
      expect(screen.description.split(/[.!?] /)).toHaveLength(1);
    }
  });
});

describe('tradePairLabel', () => {
  it('writes the symbol against USDT in capitals', () => {
    expect(tradePairLabel('eth', 'ethereum')).toBe('ETH/USDT · ethereum');
  });
});
