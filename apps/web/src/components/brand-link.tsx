import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';

interface BrandLinkProps {
  /** Height of the logo in pixels; the app bar uses the seed's 40. */
  height?: number;
  /** Where the brand name may be hidden to leave room (small screens in the app bar). */
  hideNameOnPhones?: boolean;
  /** Where the link leads: the app's home unless a part of it has its own (the console's). */
  to?: string;
  /** The part of the product this is, after the brand name in the primary colour ("Console"). */
  section?: string;
}

/** The logo and brand name (with the section, if any), linking home or to the section. */
export function BrandLink({
  height = 40,
  hideNameOnPhones = false,
  to = paths.home,
  section,
}: BrandLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, borderRadius: 1 }}
    >
      <Box
        component="img"
        src="/logo.svg"
        alt={section ? `${BRAND_NAME} ${section}` : BRAND_NAME}
        width={height}
        height={height}
        sx={{ display: 'block' }}
      />
      {/* The logo's alt text already names the link; this is for sighted readers only. */}
      <Box
        component="span"
        aria-hidden
        sx={{
          display: hideNameOnPhones ? { xs: 'none', sm: 'inline' } : 'inline',
          fontSize: height * 0.55,
          fontWeight: 700,
          letterSpacing: '-0.02em',
        }}
      >
        {BRAND_NAME}
        {section ? (
          <>
            {' '}
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {section}
            </Box>
          </>
        ) : null}
      </Box>
    </Link>
  );
}
