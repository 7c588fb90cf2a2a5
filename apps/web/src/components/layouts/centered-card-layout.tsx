import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLink } from '../brand-link.tsx';
import { Copyright } from '../copyright.tsx';
import { LanguageMenu } from '../language-menu.tsx';

interface CenteredCardLayoutProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The frame of every public screen: brand, one centered card, copyright. */
export function CenteredCardLayout({ title, description, children }: CenteredCardLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        py: { xs: 4, sm: 6 },
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'absolute', top: { xs: 8, sm: 16 }, right: { xs: 8, sm: 16 } }}>
        <LanguageMenu />
      </Box>
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <BrandLink height={44} />
      <Card
        variant="outlined"
        sx={{ width: '100%', maxWidth: 460, borderRadius: 2, p: { xs: 3, sm: 4 } }}
      >
        <Typography variant="h1" component="h1" sx={{ mb: description ? 1 : 3 }}>
          {title}
        </Typography>
        {description ? (
          <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </Card>
      <Copyright />
    </Box>
  );
}
