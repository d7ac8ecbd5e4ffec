import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { Section } from '../ui/Section';
import { ScrollRow } from '../ui/ScrollRow';
import { Stars } from '../ui/Stars';
import { Icon } from '../ui/Icon';

/** #testimonials: the three reviews an editor chose for this market, with portrait, name, company and a five-star rating. */
export function Testimonials({ testimonials }: { testimonials: Queries.HomePageQuery['allTestimonial']['nodes'] }) {
  const { t } = useTranslation();
  return (
    <Section id={SECTIONS.testimonials} eyebrow={t('home.testimonials.eyebrow')} title={t('home.testimonials.title')}>
      <ScrollRow label={t('home.testimonials.eyebrow')} className="md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.itemId} className="card flex flex-col" data-testid="testimonial">
            <Stars rating={testimonial.rating} label={t('home.testimonials.stars', { rating: testimonial.rating })} />
            <Icon name="Quote" className="mt-4 h-7 w-7 text-brand-200" />
            <blockquote className="mt-2 flex-1 text-sm text-slate-700 sm:text-base">{testimonial.text}</blockquote>
            <p className="mt-4 self-start rounded-md bg-emerald-50 px-2.5 py-1 text-sm font-bold text-emerald-800">{testimonial.result}</p>
            <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-5">
              {testimonial.portrait && (
                <img
                  src={`/images/people/${testimonial.portrait}.svg`}
                  alt={t('home.testimonials.portraitAlt', { name: testimonial.name })}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-14 rounded-full"
                />
              )}
              <div>
                <p className="font-semibold text-brand-900">{testimonial.name}</p>
                <p className="text-sm text-slate-600">
                  {testimonial.company} · {testimonial.trade}, {testimonial.location}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}
