import { Modal } from '@mantine/core';
import { demoFilm } from './hero-media.ts';
import s from './hero-video-modal.module.css';

interface HeroVideoModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Watch full video': the demo film in a player with controls (it loads only once this dialog opens). */
export function HeroVideoModal({ opened, onClose }: HeroVideoModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={demoFilm.title}
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
        poster={demoFilm.poster}
        aria-describedby="hero-video-description"
        data-testid="demo-film"
      >
        <source src={demoFilm.mp4} type="video/mp4" />
        <a href={demoFilm.mp4}>Download the film (MP4)</a>
      </video>
      <p id="hero-video-description" className={s.playerCaption}>
        {demoFilm.description}
      </p>
    </Modal>
  );
}
