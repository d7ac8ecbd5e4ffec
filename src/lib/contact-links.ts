/** The phone number reduced to digits, as wa.me and tel: links want it. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}

export function telUrl(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

export function mailtoUrl(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
