import { lazyPage } from './lazy-page.ts';

/** The signed-in app (navigation, menus, pages) is its own chunk: a landing-page visitor never downloads it. */
export const SignedInRoutes = lazyPage(() => import('./signed-in-routes.tsx'), 'SignedInRoutes');
