import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const webSource = join(import.meta.dirname, '..');

/** Props whose string values a person reads or hears. */
const VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'helperText',
  'primary',
  'secondary',
  'heading',
  'description',
  'message',
  'tooltip',
  'caption',
  'subheader',
  'action',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
const VISIBLE_PROP_SUFFIX = /(Text|Label|Title|Message|Heading|Description|Caption|Hint)$/;

/** Words that read the same in every language: the brand, currencies and tickers. */
const UNTRANSLATED_WORDS =
  /^(Kapital|USDT?|MYR|IDR|SGD|BND|BTC|ETH|BNB|SOL|XRP|ADA|DOGE|TRX|DOT|LTC|TOTP|PDF|CSV|PNG|JPEG|IBAN|KYC|ID|OK|Email|E-mail)$/;

function needsTranslation(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}'-]*/gu) ?? [];
  return words.some((word) => !UNTRANSLATED_WORDS.test(word));
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function literalTexts(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression];
  }
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  }
  if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(expression.operatorToken.kind)
  ) {
    return [...literalTexts(expression.left), ...literalTexts(expression.right)];
  }
  return [];
}

function textOf(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return node.getText(source);
}

/** Literal texts a component renders: JSX text, strings in JSX, visible props, toasts. */
function findLiteralTexts(file: string, code = readFileSync(file, 'utf8')): Finding[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!needsTranslation(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ file: relative(webSource, file), line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression) {
      const inAttribute = ts.isJsxAttribute(node.parent);
      if (!inAttribute) {
        for (const literal of literalTexts(node.expression))
          report(literal, textOf(literal, source));
      }
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      if (VISIBLE_PROPS.has(name) || VISIBLE_PROP_SUFFIX.test(name)) {
        const value = node.initializer;
        const literals = ts.isStringLiteral(value)
          ? [value]
          : ts.isJsxExpression(value) && value.expression
            ? literalTexts(value.expression)
            : [];
        for (const literal of literals) report(literal, textOf(literal, source));
      }
    } else if (
      ts.isCallExpression(node) &&
      /^toast\.(success|error|info|warning)$/.test(node.expression.getText(source))
    ) {
      const [first] = node.arguments;
      if (first)
        for (const literal of literalTexts(first)) report(literal, textOf(literal, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function componentFiles(): string[] {
  return readdirSync(webSource, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.includes('.test.'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('texts on screen', () => {
  test('components render translation keys, not literal text', () => {
    const findings = componentFiles().flatMap((file) => findLiteralTexts(file));
    expect(findings.map(({ file, line, text }) => `${file}:${line} "${text}"`)).toEqual([]);
  });

  test('the check finds literal text where it is', () => {
    const planted = `export const Planted = ({ on }: { on: boolean }) => (
      <Box title="Close it" aria-label={on ? 'Yes' : "No"} className="wide" confirmLabel={t('ok')}>
        Withdraw {'now'} {count} USDT {t('done')}
        <span>{on && \`Sent \${count}\`}</span>
      </Box>
    );
    toast.success('Saved');`;
    const found = findLiteralTexts(join(webSource, 'planted.tsx'), planted).map(({ text }) => text);
    expect(found).toEqual(['Close it', 'Yes', 'No', 'Withdraw', 'now', 'Sent', 'Saved']);
  });
});
