/**
 * The characters beyond ASCII that pdf-lib's standard fonts can draw (WinAnsiEncoding): Latin-1
 * plus the typographic extras of code page 1252.
 */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const LOOKALIKES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char)
  );
}

/**
 * Text a standard PDF font can draw: line breaks and tabs become spaces, accented letters
 * outside the encoding lose their accent (ő becomes o), and anything else becomes ?,
 * so a customer's name in any script never makes the invoice fail.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t\v\f]+/g, ' ')) {
    if (drawable(char)) {
      out += char;
      continue;
    }
    const lookalike = LOOKALIKES[char];
    if (lookalike) {
      out += lookalike;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(drawable) ? base : '?';
  }
  return out;
}
