/**
 * A component's edit form (spec section 2: 'clicking a component opens an edit drawer'): its name and
 * the config of its type, validated with the contract's schema for that type (react-final-form + yup,
 * the contract's messages). Applying hands the result to the editor's local configuration; nothing is
 * saved until the page's Save.
 */
import { useMemo } from 'react';
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
import { Button, Form, FormNumberField, FormRadioGroup, FormSubmitButton, FormTextField, useKitField, Checkbox } from '@atoll/ui-kit';
import { useRelatedObjectsQuery } from '#api/contentApi.ts';
import { ContentTranslatableField } from '#app/contentFields.tsx';
import { ActionFields, FieldMessage, ImageField } from './editorFields';
import { newItem } from './newComponent';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

const F = TEXT.fields;
type Values = { name: string; config: Record<string, unknown> };
type ItemsType = 'image-slider' | 'circle-actions' | 'small-card-actions';

function FacilitiesField() {
  const { data = [] } = useRelatedObjectsQuery('facility');
  const { input, fieldState } = useKitField<number[]>('config.facility_ids');
  const chosen = Array.isArray(input.value) ? input.value : [];
  return (
    <fieldset>
      <legend>{F.facilities}</legend>
      <p>{F.facilitiesHint}</p>
      {data.map((f) => (
        <Checkbox key={f.id} isSelected={chosen.includes(f.id)} onChange={(on) => input.onChange(on ? [...chosen, f.id] : chosen.filter((id) => id !== f.id))}>
          {f.name}
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

/** The items of a slider or an action row: each in its own group, added and removed here. */
function ItemsField({ type }: { type: ItemsType }) {
  const form = useForm();
  const { input, fieldState } = useKitField<Record<string, unknown>[]>('config.items');
  const items = Array.isArray(input.value) ? input.value : [];
  const max = type === 'image-slider' ? APP_EDITOR_LIMITS.sliderItems : APP_EDITOR_LIMITS.actionItems;
  return (
    <fieldset>
      <legend>{TEXT.items[type]}</legend>
      {items.map((item, index) => (
        <fieldset key={String(item.id ?? index)}>
          <legend>{TEXT.item(index + 1)}</legend>
          <ItemFields type={type} index={index} />
          <Button variant="secondary" onPress={() => form.change('config.items', items.filter((_, i) => i !== index) )}>
            {TEXT.removeItem(index + 1)}
          </Button>
        </fieldset>
      ))}
      {typeof fieldState.errorMessage === 'string' && <FieldMessage>{fieldState.errorMessage}</FieldMessage>}
      <Button variant="secondary" isDisabled={items.length >= max} onPress={() => form.change('config.items', [...items, newItem(type)] )}>
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
}

export default function ComponentForm({ component, onApply }: ComponentFormProps) {
  const schema = useMemo(() => yup.object({ name: appComponentBaseSchema.fields.name, config: APP_COMPONENT_CONFIG_SCHEMAS[component.type] }), [component.type]);
  const initialValues = useMemo<Values>(() => ({ name: component.name, config: component.config as unknown as Record<string, unknown> }), [component]);
  return (
    <Form<Values>
      schema={schema}
      initialValues={initialValues}
      aria-label={component.name}
      onSubmit={(values) => onApply({ ...component, name: values.name?.trim() || component.name, config: values.config } as unknown as SupportedAppComponent)}
    >
      <FormTextField name="name" label={TEXT.name} maxLength={APP_EDITOR_LIMITS.nameMax} autoComplete="off" />
      <ConfigFields type={component.type} />
      <div>
        <FormSubmitButton>{TEXT.apply}</FormSubmitButton>
      </div>
    </Form>
  );
}
