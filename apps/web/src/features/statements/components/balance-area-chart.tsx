import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha, useColorScheme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { intlLocale } from '@/lib/i18n/format.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useStatementsText } from '../i18n.ts';
import { CHART_HEIGHT } from './balance-sketch.tsx';

interface BalanceAreaChartProps {
  points: { time: string; value: number }[];
}

/**
 * The wallet balance as an area chart. This file is the only one importing the chart library,
 * and it is loaded on demand, so the library stays out of the dashboard's first download.
 */
export default function BalanceAreaChart({ points }: BalanceAreaChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = mode === 'system' ? systemMode : mode;
  const { t } = useStatementsText();
  const locale = intlLocale(useLanguage());

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, {
      autoSize: true,
      // The library's attribution logo is a link inside this hidden-from-readers drawing; the
      // attribution is given as a readable link under the chart instead.
      layout: { attributionLogo: false },
      handleScroll: false,
      handleScale: false,
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
        // A phone turned or a sidebar folded keeps the whole month in view.
        lockVisibleTimeRangeOnResize: true,
      },
    });
    chart.current = created;
    series.current = created.addSeries(AreaSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // The axis writes dates and amounts as the chosen language does: 1,234.50 or 1.234,50.
  useEffect(() => {
    const amount = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    chart.current?.applyOptions({
      localization: { locale, priceFormatter: (price: number) => amount.format(price) },
    });
  }, [locale]);

  // The canvas cannot read CSS variables, so the current scheme's colours are read from the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables change with the scheme
  useEffect(() => {
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(`--mui-palette-${name}`).trim();
    const line = color('primary-main');
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: color('text-secondary'),
        fontFamily: theme.typography.fontFamily,
      },
      grid: {
        vertLines: { visible: false },
        horzLines: { color: color('divider') },
      },
    });
    series.current?.applyOptions({
      lineColor: line,
      topColor: alpha(line, 0.35),
      bottomColor: alpha(line, 0.02),
    });
  }, [scheme, theme.typography.fontFamily]);

  useEffect(() => {
    series.current?.setData(points);
    chart.current?.timeScale().fitContent();
  }, [points]);

  return (
    <>
      <Box ref={container} aria-hidden sx={{ height: CHART_HEIGHT, width: '100%' }} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        <Trans
          t={t}
          i18nKey="balanceChart.attribution"
          components={{
            anchor: (
              <Link
                href="https://www.tradingview.com/"
                target="_blank"
                rel="noopener"
                color="inherit"
              />
            ),
          }}
        />
      </Typography>
    </>
  );
}
