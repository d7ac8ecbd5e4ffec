/** Further than this share of the screen, a glide only shows blank frames on the way: jump instead. */
const GLIDE_LIMIT = 1.5;

/**
 * Brings a section to the top of the screen (below the sticky header, through its scroll margin): a glide for a
 * short move, so the visitor sees where they went; a jump for a long one, or when the visitor asked for less motion.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const distance = Math.abs(target.getBoundingClientRect().top);
  const glide = distance <= window.innerHeight * GLIDE_LIMIT && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: glide ? 'smooth' : 'auto', block: 'start' });
}
