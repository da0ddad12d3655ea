/**
 * The one way an API group names its cache tags (docs/adding-a-screen.md):
 * a tag per object id plus a LIST tag per type, `SELECTORS` for the name lists
 * behind pickers, and `onSuccess` so a failed mutation invalidates nothing.
 *
 * ```ts
 * const taskTypeTags = tagsFor('TaskType');
 * listTaskTypes: build.query<Paged<TaskType>, ListQuery>({ providesTags: taskTypeTags.provideList }),
 * getTaskType: build.query<TaskType, number>({ providesTags: taskTypeTags.provideOne }),
 * updateTaskType: build.mutation<TaskType, …>({ invalidatesTags: onSuccess(({ id }) => [taskTypeTags.one(id), SELECTORS]) }),
 * ```
 */
import { LIST_TAG, type TagType } from './baseApi';

export interface Tag<T extends TagType = TagType> {
  type: T;
  id: string | number;
}

/** Name lists (parent pickers, related-object pickers, category pickers): any create, rename or delete refreshes them. */
export const SELECTORS: Tag<'Selector'> = { type: 'Selector', id: LIST_TAG };

type WithId = { id: number };

/** Tags of one type: `one(id)`, `list`, and the providesTags callbacks for a list (plain or paged) and a detail query. */
export function tagsFor<T extends TagType>(type: T) {
  const one = (id: string | number): Tag<T> => ({ type, id });
  const list: Tag<T> = { type, id: LIST_TAG };
  return {
    one,
    list,
    /** For a list query: every row's tag plus LIST (a create invalidates LIST). Accepts `T[]` or a paged `{ data: T[] }`. */
    provideList: (result: readonly WithId[] | { data: readonly WithId[] } | undefined): Tag<T>[] => {
      const rows = Array.isArray(result) ? result : ((result as { data?: readonly WithId[] } | undefined)?.data ?? []);
      return [...rows.map(({ id }) => one(id)), list];
    },
    /** For a detail query whose argument is the id. */
    provideOne: (_result: unknown, _error: unknown, id: number): Tag<T>[] => [one(id)],
  };
}

/** A mutation's tags only when it succeeded: a failed save changes nothing on screen. */
export const onSuccess =
  <R, A>(tags: (result: R, arg: A) => Tag[]) =>
  (result: R | undefined, error: unknown, arg: A): Tag[] =>
    error || result === undefined ? [] : tags(result, arg);

/**
 * The company's map centre as screens other than Map Settings read it (Key Places' pin picker opens on it).
 * Map Settings' own read is a separate tag it refreshes in place from the save's answer, so a save
 * invalidates exactly the other readers and Map Settings asks for nothing again.
 */
export const MAP_CENTRE_TAG: Tag<'MapSettings'> = { type: 'MapSettings', id: 'centre' };
