import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';

interface InvoicePageProps {
  title: string;
  /** The list the invoice belongs to. */
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** The page of one invoice or receipt: a way back to its list, which a printout leaves out. */
export function InvoicePage({ title, backTo, backLabel, children }: InvoicePageProps) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBack />}
        data-print="hide"
        sx={{ mb: 1, displayPrint: 'none' }}
      >
        {backLabel}
      </Button>
      <PageTitle title={title} />
      {children}
    </Box>
  );
}
