import type { AuditFilters } from '../api/get-audit.ts';

/** A day typed in a date field (YYYY-MM-DD) as the ISO instant at its start or end, in UTC. */
export function dayBoundary(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

/** The filters the address holds, ready for the API: empty ones left out. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    action: text('action'),
    actorId: text('actorId'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    from: dayBoundary(params.get('from') ?? '', false),
    to: dayBoundary(params.get('to') ?? '', true),
  };
}
