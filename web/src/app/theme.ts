import { createTheme, type MantineColorsTuple } from '@mantine/core';

const ocean: MantineColorsTuple = ['#e6f4ff', '#cfe5fb', '#a0c9f2', '#6dabea', '#4491e3', '#2b81df', '#1c78de', '#0d66c6', '#005ab2', '#004e9e'];

/** One theme for the whole product: deep-ocean navy with a teal accent; risk colours come from the contract. */
export const theme = createTheme({
  primaryColor: 'ocean',
  colors: { ocean },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
