import { island } from '../ui/Island';
import { SECTIONS, type SectionAnchor } from '../../lib/navigation';

// The forms carry formik, yup and their fields, a third of a page's script: each loads as its island approaches.
export const IntakeForm = island('intake-form', () => import('./IntakeForm').then((module) => module.IntakeForm));
export const ContactForm = island('contact-form', () => import('./ContactForm').then((module) => module.ContactForm));
export const QuoteForm = island('quote-form', () => import('./QuoteForm').then((module) => module.QuoteForm));
export const NewsletterForm = island('newsletter-form', () => import('./NewsletterForm').then((module) => module.NewsletterForm), {
  className: 'w-full max-w-lg',
});

/** The forms that home-page sections show: a link there from another page loads the form's code before it goes. */
export const SECTION_ISLANDS: Partial<Record<SectionAnchor, { preload(): Promise<void> }>> = {
  [SECTIONS.intake]: IntakeForm,
  [SECTIONS.contact]: ContactForm,
};
