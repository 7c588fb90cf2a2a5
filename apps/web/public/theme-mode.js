// Runs before the first paint. Marks <html> with the stored theme mode, so a page drawn on the
// server, or the blank page shown while the session loads, already has the right theme. Key and
// default (dark) are the ones in src/app/theme.ts; MUI takes over the same class once React
// starts. Then tells the server what it needs to draw the next page as this browser will:
// its time zone and its chosen language (cookie names in packages/shared/src/page-render.ts).
(() => {
  let mode = 'dark';
  let language = null;
  try {
    mode = localStorage.getItem('kapital-theme-mode') ?? 'dark';
    language = localStorage.getItem('kapital-language');
  } catch {
    // Storage can be disabled; the default mode applies.
  }
  if (mode === 'system') {
    mode = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.classList.add(mode === 'light' ? 'light' : 'dark');
  const keep = '; path=/; max-age=31536000; samesite=lax';
  document.cookie = `kapital-tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}${keep}`;
  if (language) document.cookie = `kapital-language=${encodeURIComponent(language)}${keep}`;
})();
