import s from './background-motion-toggle.module.css';
import ls from './landing.module.css';

interface BackgroundMotionToggleProps {
  paused: boolean;
  onToggle: () => void;
}

/** Lets visitors stop the looping hero video (WCAG 2.2.2: moving content can be paused). */
export function BackgroundMotionToggle({ paused, onToggle }: BackgroundMotionToggleProps) {
  return (
    <button
      type="button"
      className={s.toggle}
      aria-pressed={paused}
      title={paused ? 'Play background video' : 'Pause background video'}
      onClick={onToggle}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        {paused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />}
      </svg>
      <span className={ls.visuallyHidden}>Pause background video</span>
    </button>
  );
}
