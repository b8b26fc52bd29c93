import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelScene, sceneHeight, sceneWidth, type SceneRect } from './hotel-scene';

function Rect({ rect, opacity }: { rect: SceneRect; opacity?: number }) {
  return (
    <rect x={rect.x} y={rect.y} width={rect.width} height={rect.height} fill={rect.fill} opacity={opacity} />
  );
}

/** A generated illustration of the hotel: it differs per hotel, needs no network and keeps a 2:1 box. */
export function HotelPicture({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const { t } = useTranslation();
  const scene = useMemo(() => hotelScene(hotelId), [hotelId]);
  // Gradient and mask ids must be unique on a page with ten cards; useId's punctuation is not safe in url(#…).
  const id = `hotel-${useId().replace(/[^\w-]/g, '')}`;
  const { celestial, hotel } = scene;

  return (
    <svg
      role="img"
      aria-label={t('dealCard.pictureLabel', { hotel: hotelName })}
      viewBox={`0 0 ${sceneWidth} ${sceneHeight}`}
      preserveAspectRatio="xMidYMid slice"
      className="block aspect-[2/1] h-auto w-full"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky.top} />
          <stop offset="1" stopColor={scene.sky.bottom} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor={celestial.glow} stopOpacity="0.9" />
          <stop offset="1" stopColor={celestial.glow} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-haze`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky.bottom} stopOpacity="0" />
          <stop offset="1" stopColor={scene.sky.bottom} stopOpacity="0.55" />
        </linearGradient>
        <mask id={`${id}-crescent`}>
          <rect width={sceneWidth} height={sceneHeight} fill="white" />
          <circle
            cx={celestial.cx + celestial.r * 0.45}
            cy={celestial.cy - celestial.r * 0.3}
            r={celestial.r}
            fill="black"
          />
        </mask>
      </defs>

      <rect width={sceneWidth} height={sceneHeight} fill={`url(#${id}-sky)`} />
      {scene.stars.map((star, index) => (
        <circle key={index} cx={star.cx} cy={star.cy} r={star.r} fill="white" opacity="0.85" />
      ))}
      <circle cx={celestial.cx} cy={celestial.cy} r={celestial.r * 3} fill={`url(#${id}-glow)`} />
      <circle
        cx={celestial.cx}
        cy={celestial.cy}
        r={celestial.r}
        fill={celestial.fill}
        mask={celestial.kind === 'moon' ? `url(#${id}-crescent)` : undefined}
      />
      {scene.clouds.map((cloud, index) => (
        <g key={index} fill="white" opacity={cloud.opacity}>
          <circle cx={cloud.cx - cloud.r} cy={cloud.cy + cloud.r * 0.3} r={cloud.r * 0.75} />
          <circle cx={cloud.cx} cy={cloud.cy} r={cloud.r} />
          <circle cx={cloud.cx + cloud.r * 1.05} cy={cloud.cy + cloud.r * 0.35} r={cloud.r * 0.7} />
          <rect
            x={cloud.cx - cloud.r * 1.6}
            y={cloud.cy + cloud.r * 0.3}
            width={cloud.r * 3.3}
            height={cloud.r * 0.75}
            rx={cloud.r * 0.37}
          />
        </g>
      ))}

      {scene.skyline.map((building, index) => (
        <Rect key={index} rect={building} />
      ))}
      <rect y={sceneHeight * 0.35} width={sceneWidth} height={sceneHeight * 0.65} fill={`url(#${id}-haze)`} />

      <Rect rect={scene.ground} />
      <Rect rect={scene.kerb} />
      <Rect rect={hotel.sign} />
      <Rect rect={hotel.roof} />
      <Rect rect={hotel.body} />
      {hotel.windows.map((pane, index) => (
        <Rect key={index} rect={pane} />
      ))}
      <Rect rect={hotel.awning} />
      <Rect rect={hotel.door} />
      {scene.trees.map((tree, index) => (
        <g key={index}>
          <Rect rect={tree.trunk} />
          <circle cx={tree.cx} cy={tree.cy} r={tree.r} fill={tree.fill} />
        </g>
      ))}
    </svg>
  );
}
