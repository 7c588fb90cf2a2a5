import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/** The names of the arrows around the page numbers. */
const ARROW_LABELS = {
  first: 'pagination.goToFirst',
  last: 'pagination.goToLast',
  next: 'pagination.goToNext',
  previous: 'pagination.goToPrevious',
} as const;

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
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt, display: 'flex', justifyContent: 'center' }}
      aria-label={t('pagination.navigation')}
      count={pages}
      page={page}
      onChange={(_, next) => onPageChange(next)}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'page') {
          return selected
            ? t('pagination.currentPage', { page: item })
            : t('pagination.goToPage', { page: item });
        }
        // The ellipses are plain text between the buttons: they need no name.
        return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(ARROW_LABELS[type]);
      }}
    />
  );
}
