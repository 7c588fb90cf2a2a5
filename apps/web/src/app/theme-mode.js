// Before the first paint: the stored theme's class on <html>, and the cookies the server draws
// the next page with. Inlined into index.html, minified, by build/inline-theme-mode.ts; the
// server allows it by its hash. Why, and the names' other places: docs/decisions/041.
(() => {
  let mode = 'dark';
  let language = null;
  try {
    mode = localStorage.getItem('kapital-theme-mode') ?? 'dark';
    language = localStorage.getItem('kapital-language');
  } catch {}
  if (mode === 'system') {
    mode = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.classList.add(mode === 'light' ? 'light' : 'dark');
  const keep = '; path=/; max-age=31536000; samesite=lax';
  // biome-ignore-start lint/suspicious/noDocumentCookie: cookieStore is missing from Safari before 18.4
  if (language) document.cookie = `kapital-language=${encodeURIComponent(language)}${keep}`;
  const rememberZone = (zone) => {
    document.cookie = `kapital-tz=${encodeURIComponent(zone)}${keep}`;
  };
  // biome-ignore-end lint/suspicious/noDocumentCookie: as above
  const zone = globalThis.Temporal?.Now?.timeZoneId?.();
  if (zone) rememberZone(zone);
  else
    addEventListener('load', () =>
      setTimeout(() => rememberZone(Intl.DateTimeFormat().resolvedOptions().timeZone)),
    );
})();
