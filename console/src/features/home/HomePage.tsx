/**
 * / (spec section 2, Home): the QR card that links guests to the property in
 * the companion app, with the store download links. The analytics section
 * arrives with the requests slice; nothing here pretends to have that data.
 */
import { GOOGLE_PLAY_URL, APP_STORE_URL, LAYOUT } from '@atoll/contract';
import { PageHeader, QRCodeCard } from '@atoll/ui-kit';
import { useSession } from '#app/hooks.ts';

export default function HomePage() {
  const { company } = useSession();
  if (!company) return null;
  return (
    <>
      <PageHeader title={company.name} />
      <QRCodeCard
        value={company.qr_link}
        size={LAYOUT.qrSize}
        title="Your property in the guest app"
        description="Guests scan this code to open your property in the companion app."
        appStoreUrl={APP_STORE_URL}
        googlePlayUrl={GOOGLE_PLAY_URL}
      />
    </>
  );
}
