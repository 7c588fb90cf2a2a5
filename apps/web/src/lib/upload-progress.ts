/**
 * The share of an upload sent so far, as a whole percentage for a progress bar; null while the
 * total size is unknown. Never 100 before every byte is sent.
 */
export function uploadPercent(loaded: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
