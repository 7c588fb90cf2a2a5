/** The run's table for people and, as the last line, one JSON object for machines. */
import { formatMoney } from '@kapital/shared';
import { type ActionRecord, isOk } from './client.ts';
import type { FaultRecord } from './faults.ts';
import type { Reconciliation } from './reconcile.ts';
import type { DrillResult } from './restore-drill.ts';

export interface RunFigures {
  durationSeconds: number;
  loadSeconds: number;
  requests: number;
  retries: number;
  networkErrors: number;
  actions: ActionRecord[];
  faults: FaultRecord[];
  reconciliation: Reconciliation;
  drill: DrillResult | null;
  plant: string | null;
  /** Instances that exited without being killed or stopped, with their last output. */
  crashes: string[];
}

const row = (label: string, value: string | number) => `  ${label.padEnd(34)} ${value}`;

export function printReport(figures: RunFigures): boolean {
  const { reconciliation: result, faults, actions } = figures;
  const answered = actions.filter(isOk).length;
  const flows = new Map<string, { sent: number; ok: number; refused: number }>();
  for (const record of actions) {
    const flow = flows.get(record.flow) ?? { sent: 0, ok: 0, refused: 0 };
    flow.sent += 1;
    if (isOk(record)) flow.ok += 1;
    else if (record.status > 0) flow.refused += 1;
    flows.set(record.flow, flow);
  }
  const recoveries = faults.map((fault) => fault.recoverySeconds);
  const unrecovered = recoveries.filter((value) => value === null).length;
  const recoverySecondsMax = Math.max(0, ...recoveries.map((value) => value ?? 0));
  const ok =
    result.failures.length === 0 &&
    result.centsLost === 0n &&
    result.centsDuplicated === 0n &&
    result.unaccounted === 0 &&
    unrecovered === 0 &&
    figures.crashes.length === 0 &&
    (figures.drill?.ok ?? true);

  const lines = [
    '',
    `Kapital chaos run${figures.plant ? ` (planted: ${figures.plant})` : ''}`,
    row('load seconds', figures.loadSeconds),
    row('HTTP requests (incl. retries, reads)', figures.requests),
    row('user actions (one key each)', actions.length),
    row('actions answered 2xx', answered),
    row('retries', figures.retries),
    row('network errors and timeouts', figures.networkErrors),
    row('actions never answered', result.unanswered),
    '',
    '  flow                     sent    2xx  refused',
    ...[...flows.entries()]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(
        ([flow, counts]) =>
          `  ${flow.padEnd(22)} ${String(counts.sent).padStart(6)} ${String(counts.ok).padStart(6)} ${String(counts.refused).padStart(8)}`,
      ),
    '',
    '  fault                    at s  recovered in s  detail',
    ...faults.map(
      (fault) =>
        `  ${fault.kind.padEnd(22)} ${String(fault.at).padStart(6)} ${String(fault.recoverySeconds ?? 'NEVER').padStart(15)}  ${fault.detail}`,
    ),
    '',
    row('faults injected', faults.length),
    row('slowest recovery (s)', recoverySecondsMax),
    row('triggers fired after feed came back', result.triggerClosesAfterFeedResumed ?? '-'),
    row(
      'deposits credited, commissions',
      `${result.checked.depositsCredited ?? 0}; ${result.checked.commissionsPaid ?? 0} paid, ${result.checked.commissionsHeld ?? 0} held`,
    ),
    row('chat messages checked', result.checked.chatMessages ?? 0),
    row('cents lost', `${result.centsLost} (${formatMoney(result.centsLost)} USD)`),
    row(
      'cents duplicated',
      `${result.centsDuplicated} (${formatMoney(result.centsDuplicated)} USD)`,
    ),
    row('effects nobody can account for', result.unaccounted),
    row('instance crashes', figures.crashes.length),
    row('ledger:check', result.ledgerCheck.ok ? 'passed' : 'FAILED'),
    row(
      'restore drill',
      figures.drill
        ? `${figures.drill.ok ? 'passed' : 'FAILED'} (dump ${figures.drill.dumpSeconds} s, restore ${figures.drill.restoreSeconds} s, ${figures.drill.usersCompared} users compared)`
        : 'not run',
    ),
    row('result', ok ? 'OK' : 'FAILED'),
  ];
  const problems = [...figures.crashes, ...result.failures, ...(figures.drill?.failures ?? [])];
  if (problems.length > 0) {
    lines.push(
      '',
      `  Problems (${problems.length}):`,
      ...problems.slice(0, 40).map((line) => `  - ${line}`),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  const summary = {
    ok,
    centsLost: Number(result.centsLost),
    centsDuplicated: Number(result.centsDuplicated),
    unaccounted: result.unaccounted,
    unanswered: result.unanswered,
    faultsInjected: faults.length,
    requests: figures.requests,
    actions: actions.length,
    answered2xx: answered,
    retries: figures.retries,
    recoverySecondsMax,
    unrecoveredFaults: unrecovered,
    instanceCrashes: figures.crashes.length,
    ledgerCheck: result.ledgerCheck.ok,
    restoreDrill: figures.drill ? figures.drill.ok : null,
    checked: result.checked,
    problems: problems.length,
    plant: figures.plant,
    loadSeconds: figures.loadSeconds,
    durationSeconds: figures.durationSeconds,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  return ok;
}
