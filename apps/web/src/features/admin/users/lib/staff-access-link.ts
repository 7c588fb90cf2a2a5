/** The link to give the browser that opens it: this site's address and the server's path. */
export function staffAccessUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** Time left as the dialog shows it: '4:59', '0:05'; '0:00' once it has run out. */
export function timeLeft(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
