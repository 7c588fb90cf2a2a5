import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Copyright } from '@/components/copyright.tsx';
import { useShellText } from '../i18n.ts';
import { APP_BAR_HEIGHT } from './layout-sizes.ts';

/**
 * The fixed bar across the top of a shell (the customer's and the console's). On a wide screen
 * it lies above the docked navigation, which starts below it; on a phone under the drawer,
 * which covers it.
 */
export function ShellBar({
  wide,
  testId,
  children,
}: {
  wide: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <AppBar
      position="fixed"
      data-testid={testId}
      sx={{
        zIndex: (theme) => (wide ? theme.zIndex.drawer + 1 : theme.zIndex.appBar),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar
        disableGutters
        sx={{
          minHeight: { xs: APP_BAR_HEIGHT },
          gap: { xs: 0.5, sm: 2 },
          px: { xs: 0.5, sm: 1.5 },
        }}
      >
        {children}
      </Toolbar>
    </AppBar>
  );
}

/** The top of a phone's navigation drawer, as high as the bar it covers, with its close button. */
export function DrawerHeader({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useShellText();
  return (
    <Box
      sx={{
        height: APP_BAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
      <IconButton aria-label={t('header.closeMenu')} onClick={onClose} edge="end">
        <Close />
      </IconButton>
    </Box>
  );
}

/**
 * The column beside a shell's navigation (the customer's and the console's): what sits under
 * the bar (`above`), the page itself as <main id={mainId}> (the skip link's target), then the
 * footer. `mainSx` and `footerSx` add to the page's and the footer's spacing.
 */
export function ShellColumn({
  mainId,
  above,
  mainSx,
  footerSx,
  children,
}: {
  mainId: string;
  above?: ReactNode;
  mainSx?: SxProps<Theme>;
  footerSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        flexGrow: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        pt: `${APP_BAR_HEIGHT}px`,
      }}
    >
      {above}
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth="lg"
        sx={[{ flexGrow: 1, py: { xs: 3, sm: 4 }, outline: 'none' }, ...asList(mainSx)]}
      >
        {children}
      </Container>
      <Box component="footer" sx={[{ py: 3 }, ...asList(footerSx)]}>
        <Copyright />
      </Box>
    </Box>
  );
}

/** MUI's way to combine sx values: an array of them, each of which may itself be an array. */
function asList(sx: SxProps<Theme> | undefined) {
  return Array.isArray(sx) ? sx : [sx];
}
