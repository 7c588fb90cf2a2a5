import { describe, expect, it } from 'vitest';
import { COMING_SOON_SCREENS, comingSoonScreenFor, tradePairLabel } from './coming-soon-screens.ts';

describe('comingSoonScreenFor', () => {
  it('asks for a package and an invoice in the seed words on the index screens', () => {
    expect(comingSoonScreenFor('/add-investment')?.screen.description).toBe('Select an package');
  });

  it('names what a child address points at', () => {
    expect(comingSoonScreenFor('/add-investment/starter')).toMatchObject({
      screen: { title: 'Add Investment' },
      subtitle: 'Package starter',
    });
    expect(comingSoonScreenFor('/invoice/9')).toMatchObject({
      screen: { title: 'Investment Invoice' },
      subtitle: 'Invoice 9',
    });
  });

  it('shows the pair of a trade address', () => {
    expect(comingSoonScreenFor('/trade/BTC/bitcoin')?.subtitle).toBe('BTC/USDT · bitcoin');
    expect(comingSoonScreenFor('/trade')).toMatchObject({ screen: { title: 'Trade' } });
  });

  it('has a screen for every later feature of the shell', () => {
    const covered = ['/security', '/investment', '/on-trade', '/history-trade', '/refferals'];
    for (const pathname of covered) expect(comingSoonScreenFor(pathname), pathname).not.toBeNull();
  });

  it('leaves every other address alone', () => {
    expect(comingSoonScreenFor('/')).toBeNull();
    expect(comingSoonScreenFor('/profile')).toBeNull();
    expect(comingSoonScreenFor('/wallet')).toBeNull();
    expect(comingSoonScreenFor('/invoice-balance')).toBeNull();
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
