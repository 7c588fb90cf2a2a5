import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageTitleProps {
  title: string;
  /** A line under the title, e.g. the pair a trade screen is for. */
  subtitle?: string | null;
}

/** The heading of a signed-in screen, also used as the browser tab's title. */
export function PageTitle({ title, subtitle }: PageTitleProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
