/**
 * A component's edit form (spec section 2: 'clicking a component opens an edit drawer'): its name and
 * the config of its type, validated with the contract's schema for that type (react-final-form + yup,
 * the contract's messages). Applying hands the result to the editor's local configuration; nothing is
 * saved until the page's Save.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import * as yup from 'yup';
import {
  APP_COMPONENT_CONFIG_SCHEMAS,
  APP_EDITOR_LIMITS,
  APP_IMAGE_POSITIONS,
  appComponentBaseSchema,
  type AppActionType,
  type AppComponentType,
  type SupportedAppComponent,
} from '@atoll/contract';
import { Button, Form, FormNumberField, FormRadioGroup, FormSubmitButton, FormTextField, useKitField, Checkbox, VisuallyHidden } from '@atoll/ui-kit';
import { ReorderableList, ReorderProvider } from '@atoll/ui-kit/ReorderableList';
import styled from 'styled-components';
import { useRelatedObjectsQuery } from '#api/contentApi.ts';
import { ContentTranslatableField } from '#app/contentFields.tsx';
import { ActionFields, FieldMessage, ImageField, itemName } from './editorFields';
import { APP_EDITOR_FORM_TEXT as FORM_TEXT } from './formTexts';
import { newItem } from './newComponent';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

const F = TEXT.fields;
type Values = { name: string; config: Record<string, unknown> };
type ItemsType = 'image-slider' | 'circle-actions' | 'small-card-actions';

function FacilitiesField() {
  const { data = [], isSuccess } = useRelatedObjectsQuery('facility');
  const { input, fieldState } = useKitField<number[]>('config.facility_ids');
  const chosen = Array.isArray(input.value) ? input.value : [];
  // Chosen once and deleted since: shown ticked, so it can be unticked (a save naming it is refused).
  const gone = isSuccess ? chosen.filter((id) => !data.some((f) => f.id === id)) : [];
  return (
    <fieldset>
      <legend>{F.facilities}</legend>
      <p>{F.facilitiesHint}</p>
      {data.map((f) => (
        <Checkbox key={f.id} isSelected={chosen.includes(f.id)} onChange={(on) => input.onChange(on ? [...chosen, f.id] : chosen.filter((id) => id !== f.id))}>
          {f.name}
        </Checkbox>
      ))}
      {gone.map((id) => (
        <Checkbox key={`gone-${id}`} isSelected onChange={() => input.onChange(chosen.filter((c) => c !== id))}>
          {FORM_TEXT.goneFacility}
        </Checkbox>
      ))}
      {fieldState.errorMessage && <FieldMessage>{fieldState.errorMessage}</FieldMessage>}
    </fieldset>
  );
}

const actionTypeAt = (values: Values, path: string[]): AppActionType | undefined => {
  let at: unknown = values.config;
  for (const key of path) at = (at as Record<string, unknown> | undefined)?.[key];
  return (at as { type?: AppActionType } | undefined)?.type;
};

function ItemFields({ type, index }: { type: ItemsType; index: number }) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const at = `config.items[${index}]`;
  return (
    <>
      {type === 'image-slider' && (
        <>
          <ImageField name={`${at}.image`} label={F.image} />
          <ContentTranslatableField name={`${at}.alt`} label={F.alt} />
          <ContentTranslatableField name={`${at}.caption`} label={F.caption} />
        </>
      )}
      {type === 'circle-actions' && (
        <>
          <ContentTranslatableField name={`${at}.label`} label={F.label} isRequired />
          <ImageField name={`${at}.icon`} label={F.icon} />
        </>
      )}
      {type === 'small-card-actions' && (
        <>
          <ContentTranslatableField name={`${at}.title`} label={F.title} isRequired />
          <ContentTranslatableField name={`${at}.subtitle`} label={F.subtitle} />
          <ImageField name={`${at}.image`} label={F.image} />
        </>
      )}
      <ActionFields name={`${at}.action`} type={actionTypeAt(values, ['items', String(index), 'action'])} />
    </>
  );
}

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

type Item = Record<string, unknown>;

/**
 * The items of a slider or an action row: each in its own group, added and removed here, and reordered like
 * the component list — the kit's ReorderableList (a handle: drag by mouse; Space or Enter picks up, arrows
 * move, Enter drops, Escape cancels) plus Move up / Move down on each item, every move announced ('Moved Spa
 * to 1 of 3 in Cards'); the focus follows the moved item (its handle, or the button pressed, or the other
 * one at either end).
 * Rows are keyed by position, not by item id: an item's fields are named by position (config.items[2].label),
 * and a field that moved to another name would be registered afresh and reset to the form's initial value
 * there (react-final-form 7). So a move changes the values under fixed fields; nothing re-registers.
 */
function ItemsField({ type }: { type: ItemsType }) {
  const form = useForm();
  const { input, fieldState } = useKitField<Item[]>('config.items');
  const value = input.value;
  const items = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const max = type === 'image-slider' ? APP_EDITOR_LIMITS.sliderItems : APP_EDITOR_LIMITS.actionItems;
  const listLabel = TEXT.items[type];
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<number, HTMLElement>());
  const refocus = useRef<{ index: number; on: 'handle' | 'up' | 'down' } | null>(null);
  const nameAt = (item: Item) => itemName(item, items.indexOf(item));

  const move = (from: number, to: number, focus: 'handle' | 'button') => {
    if (from === to || to < 0 || to >= items.length) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    refocus.current = { index: to, on: focus === 'handle' ? 'handle' : to < from ? 'up' : 'down' };
    form.change('config.items', next);
    setAnnouncement(TEXT.moved(itemName(moved, from), to + 1, items.length, listLabel));
  };

  // The moved item is now in another row: the focus goes there.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = rows.current.get(wanted.index)?.closest('li');
    if (!row) return;
    if (wanted.on === 'handle') {
      row.querySelector<HTMLButtonElement>(':scope > button')?.focus();
      return;
    }
    const buttons = [...row.querySelectorAll<HTMLButtonElement>('button[data-move]')];
    const pressed = buttons.find((b) => b.dataset.move === wanted.on);
    (pressed && !pressed.disabled ? pressed : buttons.find((b) => !b.disabled))?.focus();
  }, [items]);

  return (
    <fieldset>
      <legend>{listLabel}</legend>
      <ReorderProvider>
        <ReorderableList<Item>
          aria-label={listLabel}
          items={items}
          getKey={(item) => items.indexOf(item)}
          getLabel={nameAt}
          onReorder={(_keys, { from, to }) => move(from, to, 'handle')}
          renderItem={(item) => {
            const index = items.indexOf(item);
            const name = nameAt(item);
            return (
              <fieldset
                ref={(node) => {
                  if (node) rows.current.set(index, node);
                  else rows.current.delete(index);
                }}
              >
                <legend>{TEXT.item(index + 1)}</legend>
                <ItemFields type={type} index={index} />
                <Moves>
                  <Button variant="secondary" data-move="up" aria-label={FORM_TEXT.moveUp(name)} isDisabled={index === 0} onPress={() => move(index, index - 1, 'button')}>
                    {TEXT.moveUp}
                  </Button>
                  <Button variant="secondary" data-move="down" aria-label={FORM_TEXT.moveDown(name)} isDisabled={index === items.length - 1} onPress={() => move(index, index + 1, 'button')}>
                    {TEXT.moveDown}
                  </Button>
                  <Button variant="secondary" onPress={() => form.change('config.items', items.filter((_, i) => i !== index))}>
                    {TEXT.removeItem(index + 1)}
                  </Button>
                </Moves>
              </fieldset>
            );
          }}
        />
      </ReorderProvider>
      <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {typeof fieldState.errorMessage === 'string' && <FieldMessage>{fieldState.errorMessage}</FieldMessage>}
      <Button variant="secondary" isDisabled={items.length >= max} onPress={() => form.change('config.items', [...items, newItem(type)])}>
        {TEXT.addItem}
      </Button>
    </fieldset>
  );
}

function ConfigFields({ type }: { type: AppComponentType }) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  switch (type) {
    case 'home-facilities':
      return (
        <>
          <ContentTranslatableField name="config.title" label={F.title} />
          <FacilitiesField />
        </>
      );
    case 'today-event-cards':
      return (
        <>
          <ContentTranslatableField name="config.title" label={F.title} />
          <FormNumberField name="config.max_events" label={F.maxEvents} minValue={1} maxValue={APP_EDITOR_LIMITS.eventsMax} isRequired />
        </>
      );
    case 'image-slider':
      return (
        <>
          <FormNumberField name="config.autoplay_seconds" label={F.autoplay} minValue={0} maxValue={30} isRequired />
          <ItemsField type={type} />
        </>
      );
    case 'circle-actions':
    case 'small-card-actions':
      return (
        <>
          <ContentTranslatableField name="config.title" label={F.title} />
          <ItemsField type={type} />
        </>
      );
    case 'h1':
      return <ContentTranslatableField name="config.text" label={F.text} isRequired />;
    case 'title-desc-image':
      return (
        <>
          <ContentTranslatableField name="config.title" label={F.title} isRequired />
          <ContentTranslatableField name="config.description" label={F.description} variant="multiline" />
          <ImageField name="config.image" label={F.image} />
          <ContentTranslatableField name="config.alt" label={F.alt} />
          <FormRadioGroup name="config.image_position" label={F.imagePosition} options={APP_IMAGE_POSITIONS.map((p) => ({ id: p, label: F[p] }))} />
          <ActionFields name="config.action" type={actionTypeAt(values, ['action'])} />
        </>
      );
    case 'full-width-image':
      return (
        <>
          <ImageField name="config.image" label={F.image} />
          <ContentTranslatableField name="config.alt" label={F.alt} />
          <ActionFields name="config.action" type={actionTypeAt(values, ['action'])} />
        </>
      );
  }
}

export interface ComponentFormProps {
  component: SupportedAppComponent;
  onApply: (component: SupportedAppComponent) => void;
  /** Each keystroke's result while it is valid (the phone preview follows the typing; Apply still makes the edit). */
  onDraft?: (component: SupportedAppComponent) => void;
}

const asComponent = (component: SupportedAppComponent, values: Values) =>
  ({ ...component, name: values.name?.trim() || component.name, config: values.config }) as unknown as SupportedAppComponent;

/** Tells the draft on every change of the values that passes the schema (a half-typed invalid value keeps the last good one). */
function DraftSpy({ component, schema, onDraft }: { component: SupportedAppComponent; schema: yup.AnySchema; onDraft: (component: SupportedAppComponent) => void }) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  useEffect(() => {
    if (schema.isValidSync(values)) onDraft(asComponent(component, values));
  }, [values, component, schema, onDraft]);
  return null;
}

export default function ComponentForm({ component, onApply, onDraft }: ComponentFormProps) {
  const schema = useMemo(() => yup.object({ name: appComponentBaseSchema.fields.name, config: APP_COMPONENT_CONFIG_SCHEMAS[component.type] }), [component.type]);
  const initialValues = useMemo<Values>(() => ({ name: component.name, config: component.config as unknown as Record<string, unknown> }), [component]);
  return (
    <Form<Values>
      schema={schema}
      initialValues={initialValues}
      aria-label={component.name}
      onSubmit={(values) => onApply(asComponent(component, values))}
    >
      {onDraft && <DraftSpy component={component} schema={schema} onDraft={onDraft} />}
      <FormTextField name="name" label={TEXT.name} maxLength={APP_EDITOR_LIMITS.nameMax} autoComplete="off" />
      <ConfigFields type={component.type} />
      <div>
        <FormSubmitButton>{TEXT.apply}</FormSubmitButton>
      </div>
    </Form>
  );
}
