import ls from './landing.module.css';
import s from './privacy-notice-section.module.css';

const NOTICE = [
  {
    title: 'What we keep',
    text: 'The name, e-mail and message you send with the contact form, and the time you sent it. This page collects nothing else: no analytics, no advertising cookies.',
  },
  {
    title: 'Why',
    text: 'Only to answer your request and set up the demo you asked for. It is never sold or shared with third parties for their own use.',
  },
  {
    title: 'Who sees it',
    text: 'The Aquarisk team that answers demo requests, and the mail service that delivers our reply.',
  },
  {
    title: 'Your choice',
    text: 'Ask through the contact form, or reply to our e-mail, to see, correct or delete what you sent.',
  },
] as const;

/** The privacy notice the contact form links to: what a demo request stores and why (issue 37 item 16). */
export function PrivacyNoticeSection() {
  return (
    <section id="privacy" aria-labelledby="privacy-title" className={`${ls.section} ${s.section}`}>
      <div className={ls.container}>
        <p className={ls.eyebrow}>Privacy</p>
        <h2 id="privacy-title" className={ls.title}>
          Privacy notice
        </h2>
        <p className={ls.lead}>What happens to the details you send us with the contact form.</p>
        <dl className={s.list}>
          {NOTICE.map((n) => (
            <div key={n.title}>
              <dt>{n.title}</dt>
              <dd>{n.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
