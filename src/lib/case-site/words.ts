import type { Language } from '../languages';

/**
 * The words of a client's own site around its content: headings, form labels, the demos' notes. They are the client's
 * site's, in its market's language (as its content is), not the studio's interface copy under locales/, and only the
 * case site's script carries them.
 */
export interface CaseSiteWords {
  nav: { services: string; reviews: string; area: string; contact: string };
  call: (phone: string) => string;
  callShort: string;
  since: (year: number) => string;
  aboutHeading: (owner: string) => string;
  ownerRole: string;
  servicesHeading: string;
  pricesHeading: string;
  minutes: (minutes: number) => string;
  areaHeading: string;
  areaLead: (town: string) => string;
  hoursHeading: string;
  reviewsHeading: string;
  rating: string;
  credentialsHeading: string;
  galleryHeading: string;
  galleryAlt: (client: string, index: number) => string;
  beforeAfterHeading: string;
  before: string;
  after: string;
  compare: string;
  bookingHeading: string;
  requestHeading: { 'emergency-form': string; 'quote-form': string };
  panelsHeading: string;
  panelNote: string;
  contactHeading: string;
  contactLead: (owner: string) => string;
  demo: string;
  demoNote: string;
  form: {
    name: string;
    phone: string;
    message: string;
    messageHint: { 'emergency-form': string; 'quote-form': string };
    photo: string;
    photoHint: string;
    submit: { 'emergency-form': string; 'quote-form': string };
    required: string;
    phoneInvalid: string;
    photoType: string;
    photoSize: string;
    success: (owner: string) => string;
    again: string;
  };
  booking: {
    service: string;
    day: string;
    time: string;
    book: string;
    pick: string;
    success: (service: string, day: string, time: string) => string;
    again: string;
  };
  closeBanner: string;
  weekdays: [string, string, string, string, string, string, string];
  footer: (client: string) => string;
}

export const CASE_SITE_WORDS: Record<Language, CaseSiteWords> = {
  en: {
    nav: { services: 'Services', reviews: 'Reviews', area: 'Area', contact: 'Contact' },
    call: (phone) => `Call ${phone}`,
    callShort: 'Call now',
    since: (year) => `Since ${year}`,
    aboutHeading: (owner) => `Meet ${owner}`,
    ownerRole: 'Owner',
    servicesHeading: 'What we do',
    pricesHeading: 'Prices',
    minutes: (minutes) => (minutes >= 60 && minutes % 30 === 0 ? `${minutes / 60} h` : `${minutes} min`),
    areaHeading: 'Where we work',
    areaLead: (town) => `Based in ${town}, and out to:`,
    hoursHeading: 'Hours',
    reviewsHeading: 'What customers say',
    rating: '5 out of 5 stars',
    credentialsHeading: 'Licensed and insured',
    galleryHeading: 'Recent work',
    galleryAlt: (client, index) => `Work by ${client}, picture ${index}`,
    beforeAfterHeading: 'Before and after',
    before: 'Before',
    after: 'After',
    compare: 'Drag or use the arrow keys to compare before and after',
    bookingHeading: 'Book online',
    requestHeading: { 'emergency-form': 'Emergency? Send it now', 'quote-form': 'Ask for a quote' },
    panelsHeading: 'Also on the site',
    panelNote: 'Part of the live site; described here, not shown.',
    contactHeading: 'Get in touch',
    contactLead: (owner) => `${owner} or the crew answers.`,
    demo: 'Demo',
    demoNote: 'Demo: nothing is sent.',
    form: {
      name: 'Your name',
      phone: 'Phone number',
      message: 'What is going on?',
      messageHint: { 'emergency-form': 'Where, and since when', 'quote-form': 'The job, and roughly how big' },
      photo: 'Photo',
      photoHint: 'JPEG, PNG, WebP or HEIC, up to 10 MB',
      submit: { 'emergency-form': 'Send emergency request', 'quote-form': 'Request a quote' },
      required: 'Please fill this in',
      phoneInvalid: 'Enter a phone number we can call',
      photoType: 'Choose a photo: JPEG, PNG, WebP or HEIC',
      photoSize: 'That photo is over 10 MB',
      success: (owner) => `Demo: nothing was sent. On the live site this request reaches ${owner}'s phone straight away.`,
      again: 'Try again',
    },
    booking: {
      service: 'Service',
      day: 'Day',
      time: 'Time',
      book: 'Book',
      pick: 'Pick a day and a time',
      success: (service, day, time) => `Demo: nothing was booked. You picked ${service} on ${day} at ${time}.`,
      again: 'Pick another',
    },
    closeBanner: 'Close',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    footer: (client) => `© ${client}`,
  },
  nl: {
    nav: { services: 'Diensten', reviews: 'Reviews', area: 'Werkgebied', contact: 'Contact' },
    call: (phone) => `Bel ${phone}`,
    callShort: 'Bel nu',
    since: (year) => `Sinds ${year}`,
    aboutHeading: (owner) => `Maak kennis met ${owner}`,
    ownerRole: 'Eigenaar',
    servicesHeading: 'Wat we doen',
    pricesHeading: 'Prijzen',
    minutes: (minutes) => (minutes >= 60 && minutes % 30 === 0 ? `${String(minutes / 60).replace('.', ',')} uur` : `${minutes} min`),
    areaHeading: 'Werkgebied',
    areaLead: (town) => `Vanuit ${town}, en ook in:`,
    hoursHeading: 'Openingstijden',
    reviewsHeading: 'Wat klanten zeggen',
    rating: '5 van de 5 sterren',
    credentialsHeading: 'Erkend en verzekerd',
    galleryHeading: 'Recent werk',
    galleryAlt: (client, index) => `Werk van ${client}, foto ${index}`,
    beforeAfterHeading: 'Voor en na',
    before: 'Voor',
    after: 'Na',
    compare: 'Sleep of gebruik de pijltjestoetsen om voor en na te vergelijken',
    bookingHeading: 'Online afspraak maken',
    requestHeading: { 'emergency-form': 'Spoed? Meld het direct', 'quote-form': 'Vraag een offerte aan' },
    panelsHeading: 'Ook op de site',
    panelNote: 'Onderdeel van de echte site; hier beschreven, niet getoond.',
    contactHeading: 'Contact',
    contactLead: (owner) => `${owner} of iemand van het team neemt op.`,
    demo: 'Demo',
    demoNote: 'Demo: er wordt niets verstuurd.',
    form: {
      name: 'Je naam',
      phone: 'Telefoonnummer',
      message: 'Wat is er aan de hand?',
      messageHint: { 'emergency-form': 'Waar, en sinds wanneer', 'quote-form': 'De klus, en ongeveer hoe groot' },
      photo: 'Foto',
      photoHint: 'JPEG, PNG, WebP of HEIC, tot 10 MB',
      submit: { 'emergency-form': 'Spoedmelding versturen', 'quote-form': 'Offerte aanvragen' },
      required: 'Vul dit in',
      phoneInvalid: 'Vul een telefoonnummer in waarop we je kunnen bellen',
      photoType: 'Kies een foto: JPEG, PNG, WebP of HEIC',
      photoSize: 'Die foto is groter dan 10 MB',
      success: (owner) => `Demo: er is niets verstuurd. Op de echte site komt deze melding direct binnen bij ${owner}.`,
      again: 'Opnieuw',
    },
    booking: {
      service: 'Wat wil je laten doen?',
      day: 'Dag',
      time: 'Tijd',
      book: 'Afspraak maken',
      pick: 'Kies een dag en een tijd',
      success: (service, day, time) => `Demo: er is niets geboekt. Je koos ${service} op ${day} om ${time}.`,
      again: 'Andere kiezen',
    },
    closeBanner: 'Sluiten',
    weekdays: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
    footer: (client) => `© ${client}`,
  },
};
