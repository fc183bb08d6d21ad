import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { TRANSITION_MS, slideDuration } from './carousel-timing.ts';
import { RISK_CATEGORIES } from './risk-categories.ts';
import { RiskCategorySlide } from './risk-category-slide.tsx';
import { useAutoplayCarousel } from './use-autoplay-carousel.ts';
import s from './risk-categories-carousel.module.css';
import ls from './landing.module.css';

/** 'Risk Categories': autoplaying slides that pause on hover, focus or the Pause button. */
export function RiskCategoriesCarousel() {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const userStopped = stopped ?? reducedMotion;
  const paused = hovered || focused || userStopped;
  const count = RISK_CATEGORIES.length;
  const { index, goTo, next, previous } = useAutoplayCarousel(count, paused);

  // Keyboard focus pauses (WAI-ARIA carousel pattern); a mouse click is already covered by hover.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };
  const togglePlay = () => {
    setStopped(!userStopped);
    if (userStopped) setFocused(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') previous();
    else return;
    e.preventDefault();
  };

  return (
    <section id="risk-categories" aria-labelledby="risk-categories-title" className={`${ls.section} ${s.section}`}>
      <div className={ls.container}>
        <p className={ls.eyebrow}>What we score</p>
        <h2 id="risk-categories-title" className={ls.title}>
          Risk Categories
        </h2>
        <p className={ls.lead}>Each audit is scored in five categories, so you can see where a site’s risk actually comes from.</p>

        <div
          className={s.carousel}
          role="group"
          aria-roledescription="carousel"
          aria-label="Risk Categories"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          style={{ ['--transition-ms' as string]: `${TRANSITION_MS}ms` }}
        >
          <div className={s.viewport} aria-live={paused ? 'polite' : 'off'}>
            {RISK_CATEGORIES.map((c, i) => (
              <RiskCategorySlide key={c.name} category={c} position={i} count={count} current={index} />
            ))}
          </div>

          <div className={s.controls}>
            <button type="button" className={s.arrow} onClick={previous} aria-label="Previous category">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M12.5 4 6.5 10l6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <ul className={s.dots}>
              {RISK_CATEGORIES.map((c, i) => (
                <li key={c.name}>
                  <button
                    type="button"
                    className={s.dot}
                    aria-label={`Show ${c.name}`}
                    aria-current={i === index || undefined}
                    onClick={() => goTo(i)}
                  >
                    {i === index && !paused && (
                      <span key={index} className={s.progress} style={{ animationDuration: `${slideDuration(index)}ms` }} />
                    )}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={s.arrow} onClick={next} aria-label="Next category">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button type="button" className={s.playPause} onClick={togglePlay}>
              {userStopped ? 'Play' : 'Pause'}
              <span className={ls.visuallyHidden}> automatic slide show</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
