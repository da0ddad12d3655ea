/** An information card's drawer (spec section 2): Basic Information, Cover (1 MB hint) and the content tab (Text, Image or PDF); Delete. */
import { LABEL, UPLOAD_HINT_COVER_BYTES, translationText } from '@atoll/contract';
import { uploadSizeHint } from '@atoll/ui-kit';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { coverTab } from '#app/contentFields.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { informationTags, useDeleteInformationMutation, useGetInformationQuery, useRemoveInformationCoverMutation } from './api';
import { InformationContent, contentTabLabel } from './InformationContent';
import { CreateInformationForm, InformationBasicForm } from './InformationForm';
import type { InformationTab } from './informationTabs';

export { INFORMATION_TABS, type InformationTab } from './informationTabs';

function InformationDetails({ id, tab, url }: { id: number; tab: InformationTab; url: DrawerUrlState<InformationTab> }) {
  const { data: card, error, isFetching, refetch } = useGetInformationQuery(id);
  const [remove] = useDeleteInformationMutation();
  const [removeCover] = useRemoveInformationCoverMutation();
  if (!card) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={translationText(card.name)}
      subtitle={card.content_type_label}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <InformationBasicForm card={card} /> },
        coverTab({
          path: `information/${id}`,
          value: card.cover,
          sizeHint: uploadSizeHint(UPLOAD_HINT_COVER_BYTES),
          refresh: [informationTags.one(id), informationTags.list],
          onRemove: () => removeCover({ id }).unwrap(),
        }),
        { id: 'content', label: contentTabLabel(card), content: <InformationContent card={card} /> },
      ]}
    />
  );
}

export function InformationDrawers({ url }: { url: DrawerUrlState<InformationTab> }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={LABEL.addInformation} onClose={url.close}>
        <CreateInformationForm onCreated={(card) => url.showCreated(card.id)} />
      </CreateDrawer>
    );
  }
  if (drawer.kind === 'open') return <InformationDetails id={drawer.id} tab={drawer.tab} url={url} />;
  return null;
}
