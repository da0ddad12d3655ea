/**
 * axe at a chosen moment, for stories and browser tests. Storybook's a11y test runs axe once, after a
 * story's play function has finished, when every list it opened has closed again; an audit that runs
 * axe while the play is under way (a list open) sees more (issue 18: aria-hidden-focus while a
 * combobox's list was open). `axeViolations` checks the page as it is now.
 */
import axe from 'axe-core';
import { AXE_TAGS } from './axeRules';

export interface AxeFinding {
  id: string;
  targets: string[];
}

// axe runs one audit at a time: a story's own check and a test auditing that story meanwhile take turns.
let previous: Promise<unknown> = Promise.resolve();

/** Violations on the page now, by rule id and the nodes' selectors ('region' is a page rule, as in Storybook). */
export function axeViolations(context: Element = document.body): Promise<AxeFinding[]> {
  const audit = previous.then(async () => {
    const result = await axe.run(context, { runOnly: { type: 'tag', values: AXE_TAGS }, rules: { region: { enabled: false } } });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  previous = audit.catch(() => undefined);
  return audit;
}
