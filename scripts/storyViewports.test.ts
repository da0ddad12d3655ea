/**
 * Every story that needs its own viewport gets it from storyViewport (ui-kit/src/test-utils/storyViewport.ts), which
 * keeps its height within React Aria's keyboard threshold of the default, and names a viewport it also defines (two
 * "phone" stories named one that no file defined, so they ran at 1200 px while saying 390).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEYBOARD_HEIGHT, STORY_VIEWPORT, storyViewport } from '../ui-kit/src/test-utils/storyViewport';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(file);
    return entry.name.endsWith('.stories.tsx') ? [file] : [];
  });
}

describe('story viewports', () => {
  it('no story file sets a viewport by hand: storyViewport does', () => {
    const files = [...storyFiles(path.join(REPO, 'ui-kit/src')), ...storyFiles(path.join(REPO, 'console/src'))];
    expect(files.length).toBeGreaterThan(100);
    const byHand = files.filter((file) => /\bviewport\s*:\s*\{/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(REPO, file));
    expect(byHand).toEqual([]);
  });

  it('defines the viewport it names, and refuses a height React Aria would take for a keyboard', () => {
    const phone = storyViewport('phone', 390, { height: 844, label: 'Phone 390', type: 'mobile' });
    expect(phone.globals.viewport.value).toBe('phone');
    expect(phone.parameters.viewport.options.phone).toEqual({ name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' });
    expect(storyViewport('desk', 1440).parameters.viewport.options.desk.styles).toEqual({ width: '1440px', height: `${STORY_VIEWPORT.height}px` });
    expect(() => storyViewport('short', 768, { height: STORY_VIEWPORT.height - KEYBOARD_HEIGHT })).toThrow(/on-screen keyboard/);
    expect(() => storyViewport('tall', 768, { height: STORY_VIEWPORT.height + KEYBOARD_HEIGHT })).toThrow(/on-screen keyboard/);
    expect(() => storyViewport('near', 768, { height: STORY_VIEWPORT.height - KEYBOARD_HEIGHT + 1 })).not.toThrow();
  });
});
