import { useSearchParams } from 'react-router';
import type { TablePaging } from '@/features/admin/shared/components/console-table.tsx';

/**
 * A console list's filters, page and page size, kept in the address so a reload, Back or a
 * shared link shows the same list. Changing a filter or the page size starts at page one.
 */
export function useListParams(sizes: readonly number[], defaultSize: number) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('size'));
  const size = sizes.includes(asked) ? asked : defaultSize;

  /** Sets the given parameters; null or '' removes one. */
  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === '') copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );

  const paging = (total: number): TablePaging => ({
    total,
    page,
    size,
    sizes,
    onPage: (next) => update({ page: String(next) }),
    onSize: (next) => update({ size: String(next), page: null }),
  });

  return { params, page, size, update, paging };
}
