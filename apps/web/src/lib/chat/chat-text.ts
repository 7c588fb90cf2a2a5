/** One piece of a message's text: plain text, or a link the browser may follow. */
export type ChatTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

// http(s) addresses up to the next space; a trailing full stop, comma or bracket is punctuation.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** The address as a safe link target: only http and https, otherwise null. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message's text into plain text and links. Nothing here is HTML: the panel renders
 * each part as a text node or an anchor whose href is an http(s) URL, so markup a person types
 * shows as the characters they typed.
 */
export function linkify(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  const pushText = (piece: string) => {
    if (!piece) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(address);
    pushText(text.slice(last, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else pushText(address);
    last = start + address.length;
  }
  pushText(text.slice(last));
  return parts;
}
