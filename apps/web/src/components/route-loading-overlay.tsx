import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

// Fast screens appear before the overlay does, so it never flickers on a quick navigation.
const appearLate = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The spinner shown over the page while a lazily loaded screen arrives. */
export function RouteLoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.35)',
        opacity: 0,
        animation: `${appearLate} 200ms ease-out 250ms forwards`,
      }}
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
