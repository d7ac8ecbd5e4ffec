/** The intake form's field labels as a visitor reads them, per language: what the browser tests find the fields by. */
export const INTAKE_LABELS = {
  en: {
    company: 'Business name',
    trade: 'Your trade',
    town: 'Town or city you work in',
    phone: 'Phone number',
    name: 'Your name',
    email: 'Email address',
  },
  nl: {
    company: 'Bedrijfsnaam',
    trade: 'Je vakgebied',
    town: 'Plaats waar je werkt',
    phone: 'Telefoonnummer',
    name: 'Je naam',
    email: 'E-mailadres',
  },
} as const;
