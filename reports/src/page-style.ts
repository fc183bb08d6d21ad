import { StyleSheet } from '@react-pdf/renderer';
import { PDF_MARGIN_BOTTOM, PDF_MARGIN_TOP } from '@aquarisk/contract/constants';
import { FONT_FAMILY } from './fonts.ts';

/** The spec's margins (top 20, bottom 70: the footer sits in the bottom one) and the house type scale. */
// No lineHeight on the page: React PDF multiplies an inherited unitless one again on every page for fixed elements
// (the footer's grew without bound), so line spacing is left at the font's own.
export const page = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 9.5,
    color: '#1b2733',
    paddingTop: PDF_MARGIN_TOP,
    paddingBottom: PDF_MARGIN_BOTTOM,
    paddingHorizontal: 40,
  },
  h1: { fontSize: 18, fontWeight: 'bold', marginBottom: 2 },
  h2: { fontSize: 13, fontWeight: 'bold', marginTop: 14, marginBottom: 6, color: '#0b3954' },
  h3: { fontSize: 10.5, fontWeight: 'bold', marginTop: 8, marginBottom: 4 },
  muted: { color: '#5c6b7a' },
  small: { fontSize: 8 },
  bold: { fontWeight: 'bold' },
  rule: { borderBottomWidth: 1, borderBottomColor: '#d5dde5', marginVertical: 6 },
});

/** Points of page a heading needs below it, or it moves to the next page with what it heads. */
export const KEEP_WITH_NEXT = 60;
