/** The generated hero clip (see public/media/README.md for how it is made). */
export const heroMedia = {
  mp4: '/media/hero-loop.mp4',
  webm: '/media/hero-loop.webm',
  posterJpg: '/media/hero-poster.jpg',
  posterWebp: '/media/hero-poster.webp',
  description: 'A ten-second, sound-free clip: sunlight ripples through open water above a farm site while particles drift in the current.',
} as const;
