import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HotelPicture } from './hotel-picture';

/**
 * The hotel's own photo when the provider has one, in the same 2:1 box as the drawn picture, which stands in
 * when there is none or the photo cannot load (a blocked or broken image must not leave a hole in the card).
 */
export function HotelPhoto({
  hotelId,
  hotelName,
  photoUrl,
}: {
  hotelId: string;
  hotelName: string;
  photoUrl?: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!photoUrl || failed) return <HotelPicture hotelId={hotelId} hotelName={hotelName} />;
  return (
    <img
      src={photoUrl}
      alt={t('dealCard.photoLabel', { hotel: hotelName })}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="block aspect-[2/1] h-auto w-full object-cover"
    />
  );
}
