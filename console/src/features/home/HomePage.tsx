/**
 * / (spec section 2, Home): the QR card that links guests to the property in
 * the companion app, with the store download links. The analytics section
 * arrives with the requests slice; nothing here pretends to have that data.
 */
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@atoll/contract';
import { PageHeader, QRCodeCard } from '@atoll/ui-kit';
import { useSession } from '#app/hooks.ts';

export default function HomePage() {
  const { company } = useSession();
  // SessionGate only renders this with a session, so the company is there.
  if (!company) return null;
  return (
    <>
      <PageHeader title={company.name} />
      <QRCodeCard
        url={company.qr_link}
        title="Your property in the guest app"
        appStoreHref={APP_STORE_URL}
        googlePlayHref={GOOGLE_PLAY_URL}
        downloadName={`QR code ${company.name}`}
      />
    </>
  );
}
