/**
 * A new component of a type, as Add Component makes it: a fresh stable id (the contract's
 * newAppComponentId), the type's label as its name and the config its schema defaults to.
 */
import { APP_COMPONENT_CONFIG_SCHEMAS, appComponentTypeLabel, newAppComponentId, type AppComponentType, type SupportedAppComponent } from '@atoll/contract';

export const newItem = (type: 'image-slider' | 'circle-actions' | 'small-card-actions'): Record<string, unknown> => {
  const id = newAppComponentId();
  if (type === 'image-slider') return { id, image: [], alt: [], caption: [], action: { type: 'none' } };
  if (type === 'circle-actions') return { id, label: [], icon: [], action: { type: 'none' } };
  return { id, title: [], subtitle: [], image: [], action: { type: 'none' } };
};

const STARTS: Partial<Record<AppComponentType, Record<string, unknown>>> = {
  'home-facilities': { title: [], facility_ids: [] },
  'today-event-cards': { title: [], max_events: 5 },
  'image-slider': { items: [newItem('image-slider')], autoplay_seconds: 5 },
  'circle-actions': { title: [], items: [newItem('circle-actions')] },
  'small-card-actions': { title: [], items: [newItem('small-card-actions')] },
  h1: { text: [] },
  'title-desc-image': { title: [], description: [], image: [], alt: [], image_position: 'right', action: { type: 'none' } },
  'full-width-image': { image: [], alt: [], action: { type: 'none' } },
};

export function newComponent(type: AppComponentType): SupportedAppComponent {
  const config = { ...APP_COMPONENT_CONFIG_SCHEMAS[type].getDefault(), ...STARTS[type] };
  return { id: newAppComponentId(), type, name: appComponentTypeLabel(type), sort_order: 0, config } as SupportedAppComponent;
}
