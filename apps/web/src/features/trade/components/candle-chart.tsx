import type { Candle, PairSymbol } from '@kapital/shared';
import Box from '@mui/material/Box';
import { alpha, useColorScheme, useTheme } from '@mui/material/styles';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatDayMonthTime, formatLocalDayMonth, formatTimeOfDay } from '@/lib/format-date.ts';
import { intlLocale } from '@/lib/i18n/format.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { priceDecimals } from '../lib/live-candles.ts';
import type { PositionLine } from '../lib/position-lines.ts';

interface CandleChartProps {
  /** The pair drawn: its decimals are the axis's. */
  symbol: PairSymbol;
  candles: readonly Candle[];
  /** Changes when another pair or interval is drawn: the chart then scrolls to its end. */
  seriesKey: string;
  /** Open positions' entry, take-profit and stop-loss levels. */
  lines?: readonly PositionLine[];
}

/** The only place a decimal string becomes a number: the chart draws numbers. */
function chartBar(candle: Candle) {
  return {
    time: candle.time as UTCTimestamp,
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

function volumeBar(candle: Candle, up: string, down: string) {
  const rising = Number(candle.close) >= Number(candle.open);
  return {
    time: candle.time as UTCTimestamp,
    value: Number(candle.volume),
    color: rising ? up : down,
  };
}

const seconds = (time: Time) => (typeof time === 'number' ? time : 0);

/**
 * Candles and their volume, drawn by lightweight-charts. This file alone imports the library and
 * it is loaded on demand, so neither the dashboard nor the sign-in page downloads it.
 */
export default function CandleChart({ symbol, candles, seriesKey, lines = [] }: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const prices = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null);
  const colors = useRef({ up: '#2e7d32', down: '#c62828' });
  const drawn = useRef<{ key: string; locale: string; first: number; length: number } | null>(null);
  const locale = intlLocale(useLanguage());
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = mode === 'system' ? systemMode : mode;

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, {
      autoSize: true,
      // The attribution is a readable link under the chart instead of a logo in the drawing.
      layout: { attributionLogo: false },
      localization: {
        locale: intlLocale(),
        timeFormatter: (time: Time) => formatDayMonthTime(seconds(time)),
      },
      // A finger dragging sideways moves through time; dragging up or down scrolls the page, so
      // the chart never traps a phone's scroll.
      handleScroll: {
        mouseWheel: false,
        pressedMouseMove: true,
        horzTouchDrag: true,
        vertTouchDrag: false,
      },
      handleScale: { mouseWheel: true, pinch: true, axisPressedMouseMove: true },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.1, bottom: 0.25 } },
      timeScale: {
        borderVisible: false,
        timeVisible: true,
        secondsVisible: false,
        rightOffset: 4,
        barSpacing: 8,
        tickMarkFormatter: (time: Time, type: number) => {
          // 0 year, 1 month, 2 day: dates; 3 and 4: times of day.
          if (type === 0) return String(new Date(seconds(time) * 1000).getFullYear());
          if (type <= 2) return formatLocalDayMonth(seconds(time));
          return formatTimeOfDay(seconds(time));
        },
      },
      crosshair: { mode: 0 },
    });
    chart.current = created;
    prices.current = created.addSeries(CandlestickSeries, { priceLineVisible: true });
    volumes.current = created.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    created.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    return () => {
      created.remove();
      chart.current = null;
      prices.current = null;
      volumes.current = null;
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions({ localization: { locale } });
  }, [locale]);

  // The canvas cannot read CSS variables, so the current scheme's colours are read from the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables change with the scheme
  useEffect(() => {
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(`--mui-palette-${name}`).trim();
    const up = color('success-main');
    const down = color('error-main');
    colors.current = { up, down };
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: color('text-secondary'),
        fontFamily: theme.typography.fontFamily,
      },
      grid: {
        vertLines: { color: color('divider') },
        horzLines: { color: color('divider') },
      },
    });
    prices.current?.applyOptions({
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
    });
    // The volume bars are drawn again, in the scheme's colours, by the effect below.
    if (drawn.current) drawn.current = { ...drawn.current, length: -1 };
  }, [scheme, theme.typography.fontFamily]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scheme draws everything again
  useEffect(() => {
    const priceSeries = prices.current;
    const volumeSeries = volumes.current;
    if (!priceSeries || !volumeSeries) return;
    const { up, down } = colors.current;
    const last = candles.at(-1);
    const before = drawn.current;
    const first = candles[0]?.time ?? 0;
    const onlyTheEndMoved =
      before &&
      last &&
      before.key === seriesKey &&
      before.locale === locale &&
      before.first === first &&
      (candles.length === before.length || candles.length === before.length + 1);
    if (onlyTheEndMoved) {
      // A tick: the forming candle moved, or a new one opened.
      priceSeries.update(chartBar(last));
      volumeSeries.update(volumeBar(last, alpha(up, 0.35), alpha(down, 0.35)));
    } else {
      const decimals = priceDecimals(symbol, candles);
      priceSeries.applyOptions({
        priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals },
      });
      // The axis writes prices as the language does: 94,899.50 (94.899,50 in Indonesian).
      const grouped = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      chart.current?.applyOptions({
        localization: { priceFormatter: (value: number) => grouped.format(value) },
      });
      priceSeries.setData(candles.map(chartBar));
      volumeSeries.setData(
        candles.map((candle) => volumeBar(candle, alpha(up, 0.35), alpha(down, 0.35))),
      );
      if (before?.key !== seriesKey) chart.current?.timeScale().scrollToRealTime();
    }
    drawn.current = { key: seriesKey, locale, first, length: candles.length };
  }, [candles, seriesKey, symbol, scheme, locale]);

  // Price lines are drawn again whenever the positions or the scheme change: a handful at most.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scheme has new colours
  useEffect(() => {
    const series = prices.current;
    if (!series) return;
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(`--mui-palette-${name}`).trim();
    const colorOf = {
      entry: color('info-main'),
      takeProfit: color('success-main'),
      stopLoss: color('error-main'),
    };
    const drawnLines: IPriceLine[] = lines.map((line) =>
      series.createPriceLine({
        price: Number(line.price),
        color: colorOf[line.kind],
        lineWidth: 1,
        lineStyle: line.kind === 'entry' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: line.title,
      }),
    );
    return () => {
      for (const line of drawnLines) series.removePriceLine(line);
    };
  }, [lines, scheme]);

  return (
    <Box
      ref={container}
      aria-hidden
      data-testid="candle-chart"
      sx={{ height: { xs: 320, sm: 420 }, width: '100%', touchAction: 'pan-y' }}
    />
  );
}
