import { island } from '../ui/Island';

/*
 * Home-page sections far below the first screen, whose code loads as they approach (like the forms,
 * src/components/forms/islands.ts): the server renders them in full, and the page's first scripts carry none of them.
 * Not the blog teaser: it sits within a screen above the intake, and as an island it shifted the intake a visitor had
 * just jumped to (layout shift 0.88 in three runs of four at 1280 px, 4x CPU).
 */
export const HomeCalculator = island('home-calculator', () => import('./HomeCalculator').then((module) => module.HomeCalculator));
export const PortfolioSection = island('home-portfolio', () => import('./PortfolioSection').then((module) => module.PortfolioSection));
