import { describe, expect, it } from 'vitest';
import { COMING_SOON_SCREENS, comingSoonScreenFor } from './coming-soon-screens.ts';

describe('comingSoonScreenFor', () => {
  it('has a screen for every later feature of the shell', () => {
    const covered = ['/refferals'];
    for (const pathname of covered) expect(comingSoonScreenFor(pathname), pathname).not.toBeNull();
  });

  it('leaves every other address alone', () => {
    expect(comingSoonScreenFor('/')).toBeNull();
    expect(comingSoonScreenFor('/profile')).toBeNull();
    expect(comingSoonScreenFor('/wallet')).toBeNull();
    // The security page is real now (issue 19).
    expect(comingSoonScreenFor('/security')).toBeNull();
    expect(comingSoonScreenFor('/invoice-balance')).toBeNull();
    // Investments are real screens now (issue 10).
    expect(comingSoonScreenFor('/investment')).toBeNull();
    expect(comingSoonScreenFor('/add-investment')).toBeNull();
    expect(comingSoonScreenFor('/add-investment/starter')).toBeNull();
    expect(comingSoonScreenFor('/invoice/9')).toBeNull();
    // The trade screens are real now (issue 11).
    expect(comingSoonScreenFor('/on-trade')).toBeNull();
    expect(comingSoonScreenFor('/history-trade')).toBeNull();
    expect(comingSoonScreenFor('/trade')).toBeNull();
    expect(comingSoonScreenFor('/trade/BTC/bitcoin')).toBeNull();
    expect(comingSoonScreenFor('/trade/BTC')).toBeNull();
  });

  it('says one sentence per screen', () => {
    for (const screen of COMING_SOON_SCREENS) {
      expect(screen.description.split(/[.!?] /)).toHaveLength(1);
    }
  });
});
