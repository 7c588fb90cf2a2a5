import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { PagePagination } from '@/components/page-pagination.tsx';
import { REFERRALS_PAGE_SIZE } from '../lib/referral-keys.ts';

interface ListPage<Item> {
  items: Item[];
  total: number;
}

interface ReferralListSectionProps<Item> {
  title: string;
  description: string;
  /** The page shown; undefined while the first one loads. */
  list: ListPage<Item> | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** "Your referrals could not be loaded." */
  errorMessage: string;
  /** "Loading the people you referred" */
  loadingLabel: string;
  empty: { icon: typeof SvgIcon; message: string };
  page: number;
  onPageChange: (page: number) => void;
  /** A table for wide screens, cards for a phone's width, so nothing scrolls sideways. */
  table: (items: Item[]) => ReactNode;
  cards: (items: Item[]) => ReactNode;
}

/** A titled, paged list of the referrals page, with its loading, failed and empty states. */
export function ReferralListSection<Item>({
  title,
  description,
  list,
  error,
  onRetry,
  retrying,
  errorMessage,
  loadingLabel,
  empty,
  page,
  onPageChange,
  table,
  cards,
}: ReferralListSectionProps<Item>) {
  const titleId = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / REFERRALS_PAGE_SIZE));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {description}
      </Typography>
      {!list && error ? (
        <InlineLoadError
          message={errorMessage}
          error={error}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : !list ? (
        <Box role="status" aria-label={loadingLabel}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Box>
      ) : list.items.length === 0 ? (
        <EmptyState icon={empty.icon} message={empty.message} />
      ) : (
        <>
          {wide ? table(list.items) : cards(list.items)}
          <PagePagination mt={2} pages={pages} page={page} onPageChange={onPageChange} />
        </>
      )}
    </Box>
  );
}
