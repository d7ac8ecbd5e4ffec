import { island } from '../ui/Island';

/*
 * Home-page sections far below the first screen, whose code loads as they approach (like the forms,
 * src/components/forms/islands.ts): the server renders them in full, and the page's first scripts carry none of them.
 */
export const HomeCalculator = island('home-calculator', () => import('./HomeCalculator').then((module) => module.HomeCalculator));
export const PortfolioSection = island('home-portfolio', () => import('./PortfolioSection').then((module) => module.PortfolioSection));
export const BlogTeaser = island('home-blog', () => import('./BlogTeaser').then((module) => module.BlogTeaser));
