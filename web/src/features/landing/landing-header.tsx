import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import s from './landing-header.module.css';
import ls from './landing.module.css';

const NAV = [
  { href: '#aerial-assessment', label: 'Assessments' },
  { href: '#risk-scores', label: 'Risk scores' },
  { href: '#risk-categories', label: 'Risk categories' },
  { href: '#species', label: 'Species' },
  { href: '#contact', label: 'Contact' },
] as const;

/** Fixed top bar: transparent over the hero, solid navy once the page scrolls. */
export function LandingHeader() {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 24);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={s.header} data-scrolled={scrolled || undefined}>
      <div className={`${ls.container} ${s.bar}`}>
        <a href="#main-content" className={s.logo} aria-label="Aquarisk, top of the page">
          <BrandLogo size={34} />
        </a>
        <nav aria-label="Page sections" className={s.nav}>
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/login" className={s.signIn}>
          Sign in
        </Link>
      </div>
    </header>
  );
}
