/**
 * The font stacks a drawn site uses: the site's own Inter, or the system's serif (no font is fetched for it). A module
 * of its own, so a client's site (src/components/case-site/), whose theme comes shaped from the build, does not load
 * every style's palette (./theme.ts) for these two strings.
 */
export const PREVIEW_FONTS = { sans: 'Inter, Arial, sans-serif', serif: "Georgia, 'Times New Roman', serif" } as const;
