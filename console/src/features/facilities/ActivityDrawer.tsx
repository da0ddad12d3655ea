/**
 * An activity's drawer (spec section 2): Basic Information (name, price text of
 * at most 50 characters per language, description, sort order), Image, Gallery;
 * Set Active / Set Inactive; Delete. (The Guest Requests tab comes with the
 * requests slice.)
 */
import { useMemo } from 'react';
import { LABEL, LAYOUT, activityCreateSchema, activityUpdateSchema, translationText, type Activity, type Translatable } from '@atoll/contract';
import { Drawer, Form, FormSaveBar, FormSubmitButton } from '@atoll/ui-kit';
import {
  useCreateActivityMutation,
  useDeleteActivityMutation,
  useGetActivityQuery,
  useRemoveActivityCoverMutation,
  useRemoveActivityGalleryImageMutation,
  useSetActivityActiveMutation,
  useUpdateActivityMutation,
} from './api';
import { pendingDrawer } from '#app/ContentDrawers.tsx';
import type { FacilitiesUrl } from './useFacilitiesUrlState';
import { useDrawerParent } from './useDrawerParent';
import { useChildDeleteSummary } from './deleteSummaries';
import { PriceInput, SortOrderInput, TranslatableInput, notifySaved } from './formParts';
import { CoverUploader } from '#app/contentFields.tsx';
import { COVER_HINT, GalleryTab } from './MediaTabs';
import { guestRequestsTab } from '#app/guestRequestsTab.tsx';

export const CREATE_ACTIVITY = 'Create Activity';

interface ActivityValues {
  name: Translatable;
  price_text: Translatable;
  description: Translatable;
  sort_order?: number;
}

function ActivityFields({ isEdit }: { isEdit: boolean }) {
  return (
    <>
      <TranslatableInput name="name" label="Name" isRequired />
      <PriceInput />
      <TranslatableInput name="description" label="Description" variant="rich" />
      <SortOrderInput isRequired={isEdit} />
    </>
  );
}

function EditActivityForm({ activity }: { activity: Activity }) {
  const [update] = useUpdateActivityMutation();
  const initialValues = useMemo<ActivityValues>(
    () => ({ name: activity.name, price_text: activity.price_text, description: activity.description, sort_order: activity.sort_order }),
    [activity],
  );
  const onSubmit = async (values: ActivityValues) => {
    await update({ id: activity.id, facility_id: activity.facility_id, ...values, sort_order: values.sort_order ?? 0 }).unwrap();
    notifySaved();
  };
  return (
    <Form<ActivityValues> schema={activityUpdateSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic Information">
      <ActivityFields isEdit />
      <FormSaveBar />
    </Form>
  );
}

const NEW_ACTIVITY: Partial<ActivityValues> = { name: [], price_text: [], description: [], sort_order: 0 };

export function NewActivityDrawer({ facilityId, url }: { facilityId: number; url: FacilitiesUrl }) {
  const [create] = useCreateActivityMutation();
  const parent = useDrawerParent(url, 'activity');
  const onSubmit = async (values: ActivityValues) => {
    const activity = await create({ facility_id: facilityId, ...values }).unwrap();
    url.showCreated('activity', activity.id);
  };
  return (
    <Drawer isOpen onOpenChange={(open) => !open && url.close('activity')} title={LABEL.addActivity} width={LAYOUT.drawerWidth} parent={parent}>
      <Form<ActivityValues> schema={activityCreateSchema.omit(['facility_id'])} initialValues={NEW_ACTIVITY} onSubmit={onSubmit} aria-label={LABEL.addActivity}>
        <ActivityFields isEdit={false} />
        <div>
          <FormSubmitButton>{CREATE_ACTIVITY}</FormSubmitButton>
        </div>
      </Form>
    </Drawer>
  );
}

export function ActivityDrawer({ id, tab, url }: { id: number; tab: string; url: FacilitiesUrl }) {
  const { data: activity, error, isFetching, refetch } = useGetActivityQuery(id);
  const parent = useDrawerParent(url, 'activity');
  const [setActive] = useSetActivityActiveMutation();
  const [remove] = useDeleteActivityMutation();
  const [removeCover] = useRemoveActivityCoverMutation();
  const [removeImage] = useRemoveActivityGalleryImageMutation();
  const close = () => url.close('activity');
  const deleteSummary = useChildDeleteSummary('activity', activity);
  if (!activity) return pendingDrawer({ error, isFetching, onRetry: () => void refetch(), onClose: close });
  const facilityId = activity.facility_id;
  const refresh = [
    { type: 'Activity' as const, id },
    { type: 'Facility' as const, id: facilityId },
  ];
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && close()}
      title={translationText(activity.name)}
      subtitle={activity.facility.name}
      parent={parent}
      width={LAYOUT.drawerWidth}
      active={activity.active}
      onToggleActive={() => setActive({ id, facility_id: facilityId, active: !activity.active }).unwrap()}
      onDelete={async () => {
        await remove({ id, facility_id: facilityId }).unwrap();
        close();
      }}
      deleteSummary={deleteSummary}
      selectedTab={tab}
      onTabChange={(next) => url.setTab('activity', next)}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <EditActivityForm activity={activity} /> },
        {
          id: 'image',
          label: LABEL.tab.image,
          content: (
            <CoverUploader
              label={LABEL.tab.image}
              path={`facilities/activities/${id}`}
              sizeHint={COVER_HINT}
              value={activity.cover}
              refresh={refresh}
              onRemove={() => removeCover({ id, facility_id: facilityId }).unwrap()}
            />
          ),
        },
        {
          id: 'gallery',
          label: LABEL.tab.gallery,
          content: (
            <GalleryTab
              path={`facilities/activities/${id}/gallery`}
              images={activity.gallery}
              refresh={refresh}
              onDelete={(imageId) => removeImage({ id, imageId }).unwrap()}
            />
          ),
        },
        guestRequestsTab('Activity', id, translationText(activity.name)),
      ]}
    />
  );
}
