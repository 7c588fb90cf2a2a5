// Starts the app's code once the browser has painted the page it was sent (decision 041):
// build/start-after-first-paint.ts puts this script into index.html, minified, in place of the
// module script and module preloads Vite writes, and calls it with their addresses; the server
// allows it by its hash. Run as the document was parsed, the code held a drawn page's first
// paint back behind its download and evaluation.
// biome-ignore lint/correctness/noUnusedVariables: the call is appended by the build
function startAfterFirstPaint(entry, modules) {
  const yieldToBrowser = () =>
    globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
  const start = async () => {
    // All of it downloads at once.
    for (const href of modules) {
      const preload = document.createElement('link');
      Object.assign(preload, { rel: 'modulepreload', crossOrigin: '', href });
      document.head.append(preload);
    }
    // Evaluated one chunk at a time, each in a task of its own, rather than all in one long
    // task that holds a phone's main thread for a quarter of a second. The list is in the order
    // the entry's imports evaluate in (each chunk after what it imports), so nothing runs
    // earlier than a module that imports it would have had it run.
    for (const href of modules) {
      await import(href);
      await yieldToBrowser();
    }
    await import(entry);
  };
  // An animation frame's callbacks run just before its paint; a task queued there runs after
  // it. A hidden tab paints nothing and runs no animation frames.
  const afterPaint = () =>
    document.visibilityState === 'hidden'
      ? setTimeout(start)
      : requestAnimationFrame(() => setTimeout(start));
  // Never before the whole page is parsed: the app takes over all of it at once.
  if (document.readyState === 'loading') {
    addEventListener('DOMContentLoaded', afterPaint, { once: true });
  } else {
    afterPaint();
  }
}
