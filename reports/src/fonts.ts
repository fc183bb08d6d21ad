import { Font } from '@react-pdf/renderer';

/**
 * Every document is set in DejaVu Sans, shipped by the dejavu-fonts-ttf package and embedded (subset) in each file:
 * it covers Latin, Greek and Cyrillic, where React PDF's built-in Helvetica garbles anything outside Latin-1.
 */
export const FONT_FAMILY = 'DejaVu Sans';

/** The font files inside the dejavu-fonts-ttf package, by style. */
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  italic: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
} as const;

export type FontSources = Record<keyof typeof FONT_FILES, string>;

/** Words longer than this are cut so they wrap inside the page instead of running off it. */
const LONGEST_WORD = 24;

let registered = false;

/**
 * Registers the fonts once per process or page: the server passes file paths, the browser URLs of the same files.
 * Words are not hyphenated (English rules would cut Greek or Polish words at odd places); only very long words
 * (URLs, codes) are split.
 */
export function registerFonts(src: FontSources): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: src.regular, fontWeight: 'normal' },
      { src: src.bold, fontWeight: 'bold' },
      { src: src.italic, fontStyle: 'italic' },
    ],
  });
  Font.registerHyphenationCallback((word) =>
    word.length <= LONGEST_WORD ? [word] : (word.match(new RegExp(`.{1,${LONGEST_WORD}}`, 'gu')) ?? [word]),
  );
}
