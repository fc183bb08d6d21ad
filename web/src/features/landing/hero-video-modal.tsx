import { Modal } from '@mantine/core';
import { heroMedia } from './hero-media.ts';
import s from './hero-video-modal.module.css';

interface HeroVideoModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Watch full video': the same clip in a player with controls. */
export function HeroVideoModal({ opened, onClose }: HeroVideoModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Aquarisk: aerial and sub-sea risk audits"
      size="min(1040px, 100%)"
      centered
      radius="lg"
      overlayProps={{ backgroundOpacity: 0.78, color: '#020c18', blur: 4 }}
      classNames={{ content: s.modalContent, header: s.modalHeader, title: s.modalTitle, body: s.modalBody, close: s.modalClose }}
    >
      <video
        className={s.player}
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
        poster={heroMedia.posterJpg}
        aria-describedby="hero-video-description"
      >
        <source src={heroMedia.webm} type="video/webm" />
        <source src={heroMedia.mp4} type="video/mp4" />
        <a href={heroMedia.mp4}>Download the video (MP4)</a>
      </video>
      <p id="hero-video-description" className={s.playerCaption}>
        {heroMedia.description}
      </p>
    </Modal>
  );
}
