/** Up to two letters for an avatar without a photo: the first and last names' first letters. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  // Whole characters, so a name that starts with an emoji or an astral letter stays intact.
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toLocaleUpperCase();
}
