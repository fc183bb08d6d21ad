import { useEffect, useRef, useState } from 'react';
import { heroMedia } from './hero-media.ts';
import { prefersLightMedia, useAfterLoadIdle } from './use-after-load-idle.ts';
import s from './hero-backdrop.module.css';

interface HeroBackdropProps {
  /** show the still poster instead of the moving clip */
  reducedMotion: boolean;
  paused: boolean;
}

/**
 * The hero's decorative background: the generated loop (or its poster), a scrim for contrast and a waterline. The
 * poster paints first; the clip replaces it once the page has loaded and gone idle, and never for visitors who asked
 * for reduced motion or to save data, or who are on a slow connection.
 */
export function HeroBackdrop({ reducedMotion, paused }: HeroBackdropProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [lightMedia] = useState(prefersLightMedia);
  const moving = useAfterLoadIdle(!reducedMotion && !lightMedia);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A rejected play() only means the browser refused autoplay; the poster stays, which is fine.
    if (paused) video.pause();
    else void Promise.resolve(video.play()).catch(() => undefined);
  }, [paused, moving]);

  return (
    <div className={s.media} aria-hidden="true">
      {!moving ? (
        <picture>
          <source srcSet={heroMedia.posterWebp} type="image/webp" />
          <img src={heroMedia.posterJpg} alt="" className={s.mediaFill} />
        </picture>
      ) : (
        <video
          ref={videoRef}
          className={s.mediaFill}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={heroMedia.posterJpg}
          tabIndex={-1}
        >
          <source src={heroMedia.webm} type="video/webm" />
          <source src={heroMedia.mp4} type="video/mp4" />
        </video>
      )}
      <div className={s.scrim} />
      <svg className={s.waterline} viewBox="0 0 1440 120" preserveAspectRatio="none" focusable="false">
        <path d="M0 72c180-40 360-40 540 0s360 40 540 0 270-30 360-18V120H0z" fill="currentColor" />
      </svg>
    </div>
  );
}
