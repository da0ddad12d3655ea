/** A banner's drawer (spec section 2): tabs Basic Information and Image (one per language, 1 MB hint); Delete. */
import { LABEL, UPLOAD_HINT_COVER_BYTES } from '@atoll/contract';
import { LanguageImagesUploader, uploadSizeHint } from '@atoll/ui-kit';
import { useContentLanguages } from '#api/contentApi.ts';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { useLanguageUpload } from '#app/contentUploads.ts';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { bannerTags, useDeleteBannerMutation, useGetBannerQuery, useRemoveBannerImageMutation } from './api';
import { BannerBasicForm, CreateBannerForm } from './BannerForm';
import type { BannerTab } from './bannerTabs';

export { BANNER_TABS, type BannerTab } from './bannerTabs';

function BannerImages({ id, images }: { id: number; images: Parameters<typeof LanguageImagesUploader>[0]['images'] }) {
  const languages = useContentLanguages();
  const onUpload = useLanguageUpload(`promotions/${id}/image`, [bannerTags.one(id), bannerTags.list]);
  const [remove] = useRemoveBannerImageMutation();
  return (
    <LanguageImagesUploader
      label={LABEL.tab.image}
      languages={languages}
      images={images}
      sizeHint={uploadSizeHint(UPLOAD_HINT_COVER_BYTES)}
      onUpload={onUpload}
      onDelete={async (image) => {
        await remove({ id, language_code: image.language_code }).unwrap();
      }}
    />
  );
}

function BannerDetails({ id, tab, url }: { id: number; tab: BannerTab; url: DrawerUrlState<BannerTab> }) {
  const { data: banner, error, isFetching, refetch } = useGetBannerQuery(id);
  const [remove] = useDeleteBannerMutation();
  if (!banner) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={banner.name}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <BannerBasicForm banner={banner} /> },
        { id: 'image', label: LABEL.tab.image, content: <BannerImages id={id} images={banner.image} /> },
      ]}
    />
  );
}

export function BannerDrawers({ url }: { url: DrawerUrlState<BannerTab> }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={LABEL.addBanner} onClose={url.close}>
        <CreateBannerForm onCreated={(banner, failedImage) => (failedImage ? url.open(banner.id, 'image') : url.showCreated(banner.id))} />
      </CreateDrawer>
    );
  }
  if (drawer.kind === 'open') return <BannerDetails id={drawer.id} tab={drawer.tab} url={url} />;
  return null;
}
