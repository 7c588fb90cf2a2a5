import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  Registry,
} from 'prom-client';

/** Seconds: from a cache hit (a few ms) to a request that waited on a lock (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The figures an operator's dashboards and alerts read (docs/deploy.md, "What to watch"), in
 * one registry per app: tests build many apps in one process, each counting its own.
 *
 * Where a figure is read at scrape time (pool use, payout lag), its owner registers a gauge with
 * a `collect` of its own on `registry`.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: 'kapital_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: rate from _count, latency from the buckets',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    transfers: new Counter({
      name: 'kapital_ledger_transfers_total',
      help: 'Committed ledger transfers, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    triggerTickSeconds: new Histogram({
      name: 'kapital_trigger_tick_duration_seconds',
      help: 'Time to check one market tick for take-profits, stop-losses and stop-outs and close what it crossed',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    openSockets: new Gauge({
      name: 'kapital_websockets_open',
      help: 'Signed-in browser sockets open on this instance',
      registers,
    }),
    eventBusDelaySeconds: new Histogram({
      name: 'kapital_event_bus_delay_seconds',
      help: 'From an event published (on any instance) to this instance hearing it',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
    eventBusReconnects: new Counter({
      name: 'kapital_event_bus_reconnects_total',
      help: 'Times the event bus lost its LISTEN connection and listened again (events of the gap are lost)',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * A gauge whose value is read when Prometheus scrapes, on the app's own registry. An app built
 * again on the same dependencies (tests) replaces the gauge of the one before.
 */
export function scrapedGauge<Label extends string = string>(
  metrics: Metrics,
  configuration: Omit<GaugeConfiguration<Label>, 'registers' | 'collect'> &
    Required<Pick<GaugeConfiguration<Label>, 'collect'>>,
): Gauge<Label> {
  metrics.registry.removeSingleMetric(configuration.name);
  return new Gauge({ ...configuration, registers: [metrics.registry] });
}

/**
 * The process's own figures (memory, CPU, event-loop delay, heap, handles), one set per process
 * whatever number of apps it builds: started once, when the first app serves /metrics.
 */
let processRegistry: Registry | undefined;

export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What GET /metrics answers: the app's figures and the process's, in the text format. */
export async function metricsText(metrics: Metrics): Promise<string> {
  const [own, process] = await Promise.all([
    metrics.registry.metrics(),
    processMetrics().metrics(),
  ]);
  return `${own}\n${process}`;
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
