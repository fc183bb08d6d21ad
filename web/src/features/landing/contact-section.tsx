import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import s from './contact-section.module.css';
import ls from './landing.module.css';

// The form (with its zod schema) loads when the section comes near the screen, not with the page.
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/**
 * True once the element is within 600 px of the viewport, at once where IntersectionObserver is missing, or when the
 * address asks for the form (#contact: Book a Demo, the login page's link). Decided after mounting, so the first render
 * matches the page prerendered at build time (scripts/prerender-landing.mjs) and hydration finds no difference.
 */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined' || window.location.hash === '#contact') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near] as const;
}

const NEXT_STEPS = [
  'A walkthrough of a scored audit, from footage to actions',
  'How aerial and sub-sea surveys are planned for your sites',
  'Options for farm groups, insurers and lenders',
] as const;

/** The contact anchor that 'Book a Demo' and the login page's 'request a demo' link point to. */
export function ContactSection() {
  const [ref, wanted] = useNearScreen<HTMLDivElement>();
  return (
    <section id="contact" aria-labelledby="contact-title" className={`${ls.section} ${s.section}`}>
      <div className={`${ls.container} ${s.grid}`}>
        <div className={s.intro}>
          <p className={ls.eyebrow}>Contact</p>
          <h2 id="contact-title" className={ls.title}>
            See Aquarisk on your own sites
          </h2>
          <p className={ls.lead}>
            Tell us about your farms or the portfolio you cover. We will set up a demo around the species, sites and risks that matter to
            you.
          </p>
          <ul className={s.steps}>
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
        <div className={s.card} ref={ref}>
          <h3 className={s.cardTitle}>Request information</h3>
          <p className={s.cardHint}>Fields marked * are required.</p>
          {wanted ? (
            <Suspense fallback={<p className={s.cardHint}>Loading the form…</p>}>
              <ContactForm />
            </Suspense>
          ) : (
            <p className={s.cardHint}>The form appears as you scroll to it.</p>
          )}
          <p className={s.privacy}>
            We use your details only to answer this request: read the <a href="#privacy">privacy notice</a>.
          </p>
        </div>
      </div>
    </section>
  );
}
