import { companyPages, socialChannels, type SocialChannel } from '../../lib/public-links.ts';
import { BrandLogo } from './brand-logo.tsx';
import s from './landing-footer.module.css';
import ls from './landing.module.css';

const SOCIAL_ICONS: Record<SocialChannel, string> = {
  LinkedIn:
    'M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.1 2.3 4.1 5.3v6h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  X: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
};

/** Links within the product, there in every build: the demo form, the privacy notice beside it, sign-in. */
const PAGE_LINKS = [
  { label: 'Request a demo', href: '#contact' },
  { label: 'Privacy notice', href: '#privacy' },
  { label: 'Sign in', href: '/login' },
] as const;

/**
 * Footer: links within the product, then company pages and social channels live outside the product and open in a new tab. Their addresses come
 * from the build (VITE_LINK_*); a column with none configured is left out, so no placeholder address is ever shown.
 */
export function LandingFooter() {
  const pages = companyPages();
  const social = socialChannels();
  return (
    <footer className={`${s.footer} ${ls.onDark}`}>
      <div className={`${ls.container} ${s.grid}`}>
        <div className={s.brand}>
          <BrandLogo size={36} />
          <p>Aerial and sub-sea risk audits for fish, shellfish and seaweed farms.</p>
        </div>
        <nav aria-label="Aquarisk" className={s.column}>
          <h2>Aquarisk</h2>
          <ul>
            {PAGE_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {pages.length > 0 ? (
          <nav aria-label="Company" className={s.column}>
            <h2>Company</h2>
            <ul>
              {pages.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.label}
                    <span className={ls.visuallyHidden}> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {social.length > 0 ? (
          <nav aria-label="Social media" className={s.column}>
            <h2>Follow us</h2>
            <ul className={s.social}>
              {social.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer" aria-label={`Aquarisk on ${l.label} (opens in a new tab)`}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d={SOCIAL_ICONS[l.label]} fill="currentColor" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className={`${ls.container} ${s.bottom}`}>
        <p>© {new Date().getFullYear()} Aquarisk. All rights reserved.</p>
      </div>
    </footer>
  );
}
