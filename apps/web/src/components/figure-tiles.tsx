import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** A style value for every width, or one per breakpoint. */
type Responsive = string | Partial<Record<Breakpoint, string>>;

export interface FigureTile {
  label: string;
  value: string;
  /** data-testid of the value. */
  testId?: string;
  /** A theme colour for the value, e.g. 'error.main' for a loss. */
  color?: string;
  /** Where the label leads, e.g. the queue a count is of. */
  link?: string;
}

interface FigureTilesProps {
  title: string;
  /** A line under the title saying what the figures cover. */
  description?: string;
  figures: readonly FigureTile[];
  /** The grid's columns per breakpoint. */
  columns: Responsive;
  valueFontSize?: Responsive;
}

/**
 * A titled section of figures, one outlined tile each, as a description list (label, value), so
 * a screen reader pairs them. The console's summaries (overview, trading, investments).
 */
export function FigureTiles({
  title,
  description,
  figures,
  columns,
  valueFontSize = { xs: '1.25rem', md: '1.375rem' },
}: FigureTilesProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: '1.125rem', mb: description ? 0.5 : 1.5 }}
      >
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {figures.map((figure) => (
          <Paper key={figure.label} variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.link ? (
                <Link component={RouterLink} to={figure.link} color="inherit">
                  {figure.label}
                </Link>
              ) : (
                figure.label
              )}
            </Typography>
            <Typography
              component="dd"
              data-testid={figure.testId}
              sx={{
                m: 0,
                mt: 0.5,
                fontSize: valueFontSize,
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
                color: figure.color,
              }}
            >
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
