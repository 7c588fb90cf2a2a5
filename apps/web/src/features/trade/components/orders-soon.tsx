import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pairLabel } from '@/lib/market/format-ticker.ts';

/** Where the order panel will be: beside the chart on a wide screen, under it on a phone. */
export function OrdersSoon({ symbol }: { symbol: string }) {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label="Orders"
      sx={{
        borderRadius: 3,
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        justifyContent: 'center',
        gap: 1.5,
        borderStyle: 'dashed',
        minHeight: { lg: 320 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
        }}
      >
        <ReceiptLong />
      </Box>
      <Typography
        variant="overline"
        sx={{ color: 'secondary.main', fontWeight: 700, lineHeight: 1.5 }}
      >
        Coming soon
      </Typography>
      <Typography component="h2" sx={{ fontWeight: 600 }}>
        Orders open here soon
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 280 }}>
        Buy or sell {pairLabel(symbol)} with a stake in USD, a take-profit and a stop-loss, right
        beside the chart.
      </Typography>
    </Paper>
  );
}
