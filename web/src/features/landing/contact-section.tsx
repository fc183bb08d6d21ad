import { ContactForm } from './contact-form.tsx';
import s from './contact-section.module.css';
import ls from './landing.module.css';

const NEXT_STEPS = [
  'A walkthrough of a scored audit, from footage to actions',
  'How aerial and sub-sea surveys are planned for your sites',
  'Options for farm groups, insurers and lenders',
] as const;

/** The contact anchor that 'Book a Demo' and the login page's 'request a demo' link point to. */
export function ContactSection() {
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
        <div className={s.card}>
          <h3 className={s.cardTitle}>Request information</h3>
          <p className={s.cardHint}>Fields marked * are required.</p>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
