import { createTheme, type MantineColorsTuple } from '@mantine/core';

const ocean: MantineColorsTuple = ['#e6f4ff', '#cfe5fb', '#a0c9f2', '#6dabea', '#4491e3', '#2b81df', '#1c78de', '#0d66c6', '#005ab2', '#004e9e'];
/** Deep navy of the top bar and headings (#0b1d33 is the brand colour, also in index.html's theme-color). */
const navy: MantineColorsTuple = ['#eef3f9', '#d9e2ee', '#afc2da', '#83a0c5', '#5f84b4', '#4872a9', '#3b68a4', '#2c568f', '#1a3558', '#0b1d33'];
/** Teal accent: active navigation, highlights, success. */
const lagoon: MantineColorsTuple = ['#e0fbf8', '#cdf3ee', '#9ee6dd', '#6bd8cb', '#42ccbc', '#28c4b2', '#14c0ad', '#00a998', '#009686', '#008273'];

/** One theme for the whole product: deep-ocean navy with a teal accent; risk colours come from the contract. */
export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocean, navy, lagoon },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    Menu: { defaultProps: { shadow: 'md', radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
