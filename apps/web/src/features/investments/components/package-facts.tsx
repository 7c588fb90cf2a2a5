import type { OfferedPackage } from '@kapital/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useInvestmentsText } from '../i18n.ts';
import { packageFacts } from '../lib/package-terms.ts';

interface PackageFactsProps {
  pkg: OfferedPackage;
  /** Leave the rate out where it is shown large already (a package's card). */
  withoutRate?: boolean;
}

/** A package's terms as a list of label and value: rate, period, duration, limits, capital. */
export function PackageFacts({ pkg, withoutRate = false }: PackageFactsProps) {
  const { t } = useInvestmentsText();
  const facts = packageFacts(pkg, t).filter((fact) => !(withoutRate && fact.name === 'rate'));
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'baseline',
      }}
    >
      {facts.map((fact) => (
        <Fragment key={fact.name}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {fact.value}
            {fact.note ? (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 400 }}
              >
                {fact.note}
              </Typography>
            ) : null}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
