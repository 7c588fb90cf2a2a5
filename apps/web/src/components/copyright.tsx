import { BRAND_NAME, COPYRIGHT_START_YEAR } from '@kapital/shared/constants';
import Typography from '@mui/material/Typography';

export function Copyright() {
  return (
    <Typography variant="body2" color="text.secondary" align="center">
      © {COPYRIGHT_START_YEAR}–{new Date().getFullYear()} {BRAND_NAME}
    </Typography>
  );
}
