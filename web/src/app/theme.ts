import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const ocean: MantineColorsTuple = [
  '#e6f4ff',
  '#cfe5fb',
  '#a0c9f2',
  '#6dabea',
  '#4491e3',
  '#2b81df',
  '#1c78de',
  '#0d66c6',
  '#005ab2',
  '#004e9e',
];
/** Deep navy of the top bar and headings (#0b1d33 is the brand colour, also in index.html's theme-color). */
const navy: MantineColorsTuple = [
  '#eef3f9',
  '#d9e2ee',
  '#afc2da',
  '#83a0c5',
  '#5f84b4',
  '#4872a9',
  '#3b68a4',
  '#2c568f',
  '#1a3558',
  '#0b1d33',
];
/** Teal accent: active navigation, highlights, success. */
// The filled shades (6 and up) are dark enough for white text (4.5:1, WCAG AA); the light ones tint backgrounds.
const lagoon: MantineColorsTuple = [
  '#e0fbf8',
  '#cdf3ee',
  '#9ee6dd',
  '#6bd8cb',
  '#42ccbc',
  '#1fa596',
  '#00796b',
  '#006b5f',
  '#005e53',
  '#004f46',
];

/** One theme for the whole product: deep-ocean navy with a teal accent; risk colours come from the contract. */
export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocean, navy, lagoon },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Menus, modals and notifications appear without animation for people who ask their system for less motion.
  respectReducedMotion: true,
  components: {
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    Menu: { defaultProps: { shadow: 'md', radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A closed list is not kept in the page (Mantine keeps it, hidden): a kept list is positioned as it mounts, a
    // forced layout per Select that cost the audits page about 0.2–0.3 s on a 4× slower phone (issue 37 item 16).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Secondary ("dimmed") text darker than Mantine's gray 6, which reads at 3.3:1 on white: #5c636a reads at 6:1, and
 * placeholders likewise, so every text passes WCAG AA contrast (issue 15, checked by axe in the e2e run).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#6b7278' },
  dark: {},
});
