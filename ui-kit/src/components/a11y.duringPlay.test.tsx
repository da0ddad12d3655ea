/**
 * axe while a story plays, not only after: Storybook's a11y test audits a story once its play function
 * has finished, when the lists it opened have closed. An independent audit of the built Storybook ran axe
 * right after render, with the play under way, and found aria-hidden-focus in RelatedObjectPicker's
 * Default story (a combobox's list open: React Aria hid the fields around it from screen readers but
 * left them in the Tab order; issue 18). This runs the stories of the kit's list pickers and audits the
 * page again and again until each play has finished.
 */
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider } from '../theme';
import { axeViolations, type AxeFinding } from '../test-utils/axe';
import * as comboBoxStories from './ComboBox/ComboBox.stories';
import * as relatedStories from './RelatedObjectPicker/RelatedObjectPicker.stories';
import * as selectStories from './Select/Select.stories';

type Playable = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

const related = composeStories(relatedStories);
const comboBox = composeStories(comboBoxStories);
const select = composeStories(selectStories);
const stories: [string, Playable][] = [
  ['RelatedObjectPicker Default', related.Default],
  ['RelatedObjectPicker Keyboard', related.Keyboard],
  ['ComboBox Default', comboBox.Default],
  ['ComboBox Keyboard', comboBox.Keyboard],
  ['Select Default', select.Default],
];

/** Runs the story's play and axe in turns until the play is done; what axe found, and whether a list was ever open during an audit. */
async function auditWhilePlaying(Story: Playable): Promise<{ findings: AxeFinding[]; sawOpenList: boolean }> {
  const screen = await render(
    <AtollThemeProvider>
      <Story />
    </AtollThemeProvider>,
  );
  let done = false;
  const playing = (Story.play?.({ canvasElement: screen.container }) ?? Promise.resolve()).finally(() => {
    done = true;
  });
  const findings: AxeFinding[] = [];
  let sawOpenList = false;
  while (!done) {
    const listOpen = document.querySelector('[role="listbox"]') !== null;
    findings.push(...(await axeViolations()));
    sawOpenList ||= listOpen && document.querySelector('[role="listbox"]') !== null;
  }
  await playing;
  await screen.unmount();
  return { findings, sawOpenList };
}

describe('axe finds nothing while a picker story plays', () => {
  test.each(stories)('%s', async (_name, Story) => {
    const { findings, sawOpenList } = await auditWhilePlaying(Story);
    expect(findings).toEqual([]);
    expect(sawOpenList).toBe(true);
  });
});
