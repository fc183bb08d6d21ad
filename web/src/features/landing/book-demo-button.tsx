import s from './book-demo-button.module.css';

/** Fixed 'Book a Demo' call to action, always in view, leading to the contact form. */
export function BookDemoButton() {
  return (
    <a href="#contact" className={s.button}>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <rect x="2" y="3.5" width="14" height="12" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M2 7.5h14M6 2v3M12 2v3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      Book a Demo
    </a>
  );
}
