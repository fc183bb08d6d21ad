/** Replaced by the landing page work (issue 3, item 1). */
export function LandingPage() {
  return null;
}
