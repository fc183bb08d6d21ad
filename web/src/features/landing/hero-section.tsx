import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useReducedMotion } from '@mantine/hooks';
import { BackgroundMotionToggle } from './background-motion-toggle.tsx';
import { HeroBackdrop } from './hero-backdrop.tsx';
import { HeroScoreCard } from './hero-score-card.tsx';
import s from './hero-section.module.css';
import bs from './landing-buttons.module.css';
import ls from './landing.module.css';

// The video dialog (Mantine's modal) loads when first opened, keeping it out of the landing page's first load.
const HeroVideoModal = lazy(() => import('./hero-video-modal.tsx').then((m) => ({ default: m.HeroVideoModal })));

const FACTS = [
  { value: 'Drone + ROV', label: 'evidence in one audit' },
  { value: '5 categories', label: 'scored for every site' },
  { value: 'Actions', label: 'tracked to resolution' },
] as const;

/** The hero: generated underwater loop, the headline, 'Watch full video' and 'Sign in', and a sample score card. */
export function HeroSection() {
  const reducedMotion = useReducedMotion();
  const [modalOpen, setModalOpen] = useState(false);
  const [backgroundPaused, setBackgroundPaused] = useState(false);

  return (
    <section className={`${s.hero} ${ls.onDark}`} aria-labelledby="hero-title">
      <HeroBackdrop reducedMotion={reducedMotion} paused={backgroundPaused || modalOpen} />

      <div className={`${ls.container} ${s.layout}`}>
        <div className={s.content}>
          <p className={s.kicker}>
            <span className={s.pulse} aria-hidden="true" />
            Risk intelligence for fish, shellfish and seaweed farms
          </p>
          <h1 id="hero-title" className={s.headline}>
            Aerial and <span className={s.nowrap}>sub-sea</span> risk audits <span className={s.accent}>for aquaculture</span>
          </h1>
          <p className={s.lead}>
            Drones survey the surface. ROVs inspect nets, moorings and the seabed. Aquarisk turns both into one scored audit across five
            risk categories, so insurers, lenders and farm managers act on the same evidence.
          </p>
          <div className={s.actions}>
            <button type="button" className={bs.btnPrimary} onClick={() => setModalOpen(true)} aria-haspopup="dialog">
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="M8 6.5v7l5.5-3.5z" fill="currentColor" />
              </svg>
              Watch full video
            </button>
            <Link to="/login" className={bs.btnGhost}>
              Sign in
            </Link>
          </div>
          <ul className={s.facts} aria-label="At a glance">
            {FACTS.map((f) => (
              <li key={f.value}>
                <strong>{f.value}</strong>
                <span>{f.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={s.aside}>
          <HeroScoreCard />
        </div>
      </div>

      {!reducedMotion && <BackgroundMotionToggle paused={backgroundPaused} onToggle={() => setBackgroundPaused((p) => !p)} />}

      {modalOpen ? (
        <Suspense fallback={null}>
          <HeroVideoModal opened onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
