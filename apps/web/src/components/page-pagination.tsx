import Pagination from '@mui/material/Pagination';

interface PagePaginationProps {
  pages: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Space above, in theme spacing units. */
  mt?: number;
}

/**
 * The page numbers under a paged list, centred, with names a screen reader reads as "page 2" for
 * the current page and "Go to page 3" for the others. Nothing when everything fits on one page.
 */
export function PagePagination({ pages, page, onPageChange, mt = 0 }: PagePaginationProps) {
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt, display: 'flex', justifyContent: 'center' }}
      count={pages}
      page={page}
      onChange={(_, next) => onPageChange(next)}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page' ? `${selected ? '' : 'Go to '}page ${item}` : `Go to ${type} page`
      }
    />
  );
}
