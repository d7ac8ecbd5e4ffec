import type { GatsbyBrowser } from 'gatsby';
import '@fontsource-variable/inter/wght.css';
import './src/styles/global.css';

/** Marks the page as interactive, so browser tests act only once React has hydrated it. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
