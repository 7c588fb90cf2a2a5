import { minifySync } from 'vite';

/** A script for index.html, minified, as an inline <script> element. */
export function inlineScriptElement(fileName: string, source: string): string {
  const { code, errors } = minifySync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  return `<script>${code.trim()}</script>`;
}
