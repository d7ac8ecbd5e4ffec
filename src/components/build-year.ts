/** The year the pages were built: the copyright line and the years in business run to it. */
export const BUILD_YEAR = new Date().getFullYear();
