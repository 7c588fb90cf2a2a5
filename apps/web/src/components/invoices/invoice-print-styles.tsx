import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While an invoice is on screen, printing shows only the invoice: the shell's app bar, menu,
 * ticker, footer, chat button and skip link are hidden (the shell belongs to every screen, so
 * the rule lives with the invoice rather than in the shell), and the invoice prints black on
 * white whatever the theme on screen.
 */
export function InvoicePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          // The market strip and the chat button by their shape, not their names, which change
          // with the language.
          '.MuiAppBar-root, .MuiDrawer-root, section:has(> [data-track]), footer, [data-print="hide"], a[href="#main-content"], [data-testid="chat-button"]':
            { display: 'none !important' },
          'body, #main-content': { background: '#fff !important', color: '#000 !important' },
          '#main-content': { padding: '0 !important', maxWidth: 'none !important' },
          '*:has(> #main-content)': { paddingTop: '0 !important' },
          // Paper is white whatever the screen's theme: dark text, light lines, no tinted panels.
          '[data-print="invoice"]': {
            border: 'none !important',
            boxShadow: 'none !important',
            background: '#fff !important',
            padding: '0 !important',
          },
          '#main-content *': { color: '#000 !important', borderColor: '#bbb !important' },
          '[data-print="invoice"] .MuiAlert-root': {
            background: 'transparent !important',
            border: '1px solid #bbb',
          },
        },
      }}
    />
  );
}
