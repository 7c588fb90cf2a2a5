import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForTakeOver, waitForTransitions } from './browser.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.1 A and AA, the level Kapital aims for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
  );
  return [
    `  ${violation.id} (${violation.impact}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/** The rules whose answer depends on colours: all a second theme of the same screen can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is shown once its transitions have ended, and fails with a list of
 * every serious or critical WCAG 2.1 AA violation and the elements concerned. Wait for the
 * screen's content to arrive first. `coloursOnly` checks only the colour rules, for a screen whose
 * structure was checked already in the other theme.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<void> {
  // A page drawn on the server is checked as the app has it: while it is inert and being taken
  // over, its elements are still being attached to (labels, descriptions, live regions).
  await waitForTakeOver(page);
  // Half-way through a fade, axe would measure the contrast of half-transparent text.
  await waitForTransitions(page);
  const axe = new AxeBuilder({ page });
  const results = await (coloursOnly
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags(WCAG_TAGS)
  ).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (serious.length > 0) {
    throw new Error(
      `axe found ${serious.length} serious or critical violation(s) on ${page.url()}:\n${serious
        .map(describeViolation)
        .join('\n')}`,
    );
  }
}
