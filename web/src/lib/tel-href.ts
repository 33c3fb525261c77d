/** A `tel:` link to a phone number as written for people (spaces, brackets and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
