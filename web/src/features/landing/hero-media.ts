/** The generated hero clip (see public/media/README.md for how it is made). */
export const heroMedia = {
  mp4: '/media/hero-loop.mp4',
  webm: '/media/hero-loop.webm',
  posterJpg: '/media/hero-poster.jpg',
  posterWebp: '/media/hero-poster.webp',
} as const;

/**
 * 'Watch full video' (docs/requirements.md#core-1): the demo film, made from the hero loop and the product's own screens with the
 * demo data (scripts/demo-film/). It is fetched only when the dialog opens, never with the landing page.
 */
export const demoFilm = {
  mp4: '/media/demo-film.mp4',
  poster: '/media/demo-film-poster.jpg',
  title: 'Aquarisk: aerial and sub-sea risk audits',
  description:
    'A 55-second film without sound, titled scene by scene: the audits list; an audit answered on site beside its footage, site plan and sensor readings; the score in five risk categories; actions tracked to resolution; the portfolio on one map; and the PDF reports for insurers and lenders.',
} as const;
