// Sent as written, so kept short: why it is so, in docs/decisions/041.
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
  if (language) document.cookie = `kapital-language=${encodeURIComponent(language)}${keep}`;
  const rememberZone = (zone) => {
    document.cookie = `kapital-tz=${encodeURIComponent(zone)}${keep}`;
  };
  const zone = globalThis.Temporal?.Now?.timeZoneId?.();
  if (zone) rememberZone(zone);
  else
    addEventListener('load', () =>
      setTimeout(() => rememberZone(Intl.DateTimeFormat().resolvedOptions().timeZone)),
    );
})();
