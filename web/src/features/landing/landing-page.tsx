import { AssessmentSections } from './assessment-sections.tsx';
import { BookDemoButton } from './book-demo-button.tsx';
import { ContactSection } from './contact-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PrivacyNoticeSection } from './privacy-notice-section.tsx';
import { RiskCategoriesCarousel } from './risk-categories-carousel.tsx';
import { RiskScoresSection } from './risk-scores-section.tsx';
import { SpeciesSection } from './species-section.tsx';
import { useAnchorScrolling } from './use-anchor-scrolling.ts';
import s from './landing.module.css';

/** The public landing page: the signed-out `/` (docs/requirements.md#core-1). */
export function LandingPage() {
  useAnchorScrolling();
  return (
    <div className={s.page}>
      <title>Aquarisk: aerial and sub-sea risk audits for aquaculture</title>
      <a href="#main-content" className={s.skipLink}>
        Skip to content
      </a>
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className={s.main}>
        <HeroSection />
        <AssessmentSections />
        <RiskScoresSection />
        <RiskCategoriesCarousel />
        <SpeciesSection />
        <ContactSection />
        <PrivacyNoticeSection />
      </main>
      <LandingFooter />
      <BookDemoButton />
    </div>
  );
}
