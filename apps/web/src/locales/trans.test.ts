import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Trans } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import '@/features/trade/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

describe('texts with a link inside', () => {
  test('the link holds its words (an <anchor> tag: html-parse-stringify reads <link> as void)', () => {
    const t = i18n.getFixedT('en', 'trade');
    const html = renderToString(
      createElement(Trans, {
        t,
        i18nKey: 'chart.attribution',
        components: { anchor: createElement('a', { href: 'https://www.tradingview.com/' }) },
      }),
    );
    expect(html).toBe(
      'Chart by <a href="https://www.tradingview.com/">TradingView Lightweight Charts</a>',
    );
  });
});
