/** The editor's one reducer: renumbering from 1, only real changes recorded, bursts joined, undo and redo with labels. */
import { describe, expect, test } from 'vitest';
import { emptyAppConfig, type AppComponent, type AppConfig } from '@atoll/contract';
import { BURST_MS, editorReducer, hasUnsavedEdits, initialEditorState, sectionComponents, type EditorState } from './editorState';

const heading = (id: string, name: string, text: string, sort_order: number): AppComponent => ({
  id,
  name,
  type: 'h1',
  sort_order,
  config: { text: [{ language_code: 'en', text }] },
});

function start(): EditorState {
  const config: AppConfig = emptyAppConfig();
  config.home = { components: [heading('a', 'Hero', 'Hi', 1), heading('b', 'Spa hours', '9-21', 2), heading('c', 'Pool', 'Open', 3)] };
  return initialEditorState(7, config);
}
const order = (state: EditorState) => sectionComponents(state.config, 'home').map((c) => `${c.name}:${c.sort_order}`);

describe('editorReducer', () => {
  test('a move renumbers the section from 1 and is one labelled entry', () => {
    const state = editorReducer(start(), { type: 'move', section: 'home', id: 'c', to: 0, at: 0 });
    expect(order(state)).toEqual(['Pool:1', 'Hero:2', 'Spa hours:3']);
    expect(state.past.map((e) => e.label)).toEqual(['Moved Pool']);
    expect(hasUnsavedEdits(state)).toBe(true);
  });

  test('a move to the same place, or an update to the same content, records nothing', () => {
    const initial = start();
    expect(editorReducer(initial, { type: 'move', section: 'home', id: 'a', to: 0, at: 0 })).toBe(initial);
    expect(editorReducer(initial, { type: 'update', section: 'home', component: heading('a', 'Hero', 'Hi', 1), at: 0 })).toBe(initial);
  });

  test('edits of one component in a burst join one entry; a later one is its own', () => {
    let state = editorReducer(start(), { type: 'update', section: 'home', component: heading('a', 'Hero', 'Hel', 1), at: 1000 });
    state = editorReducer(state, { type: 'update', section: 'home', component: heading('a', 'Hero', 'Hello', 1), at: 1000 + BURST_MS / 2 });
    expect(state.past.map((e) => e.label)).toEqual(['Changed Hero text']);
    state = editorReducer(state, { type: 'update', section: 'home', component: heading('a', 'Hero', 'Hello!', 1), at: 1000 + BURST_MS * 3 });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: 'undo' });
    state = editorReducer(state, { type: 'undo' });
    expect(hasUnsavedEdits(state)).toBe(false);
    state = editorReducer(state, { type: 'redo' });
    expect((sectionComponents(state.config, 'home')[0].config as { text: { text: string }[] }).text[0].text).toBe('Hello');
  });

  test('add and remove renumber; a new edit clears redo', () => {
    let state = editorReducer(start(), { type: 'remove', section: 'home', id: 'a', at: 0 });
    expect(order(state)).toEqual(['Spa hours:1', 'Pool:2']);
    state = editorReducer(state, { type: 'undo' });
    expect(state.future).toHaveLength(1);
    state = editorReducer(state, { type: 'add', section: 'home', component: heading('d', 'Dinner', 'Tonight', 0), at: 5 });
    expect(order(state)).toEqual(['Hero:1', 'Spa hours:2', 'Pool:3', 'Dinner:4']);
    expect(state.future).toEqual([]);
    expect(state.past.map((e) => e.label)).toEqual(['Added Dinner']);
  });
});
