// Marks <html> with the stored theme mode before the app's scripts arrive, so the blank page
// shown while the session loads already has the right background. Key and default (dark) are
// the ones in src/app/theme.ts; MUI takes over the same class once React starts.
(() => {
  let mode = 'dark';
  try {
    mode = localStorage.getItem('kapital-theme-mode') ?? 'dark';
  } catch {
    // Storage can be disabled; the default mode applies.
  }
  if (mode === 'system') {
    mode = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.classList.add(mode === 'light' ? 'light' : 'dark');
})();
