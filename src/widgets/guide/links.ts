/** tel: link for an Australian number as guests read it: '(02) 4921 3000' → tel:0249213000. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The maps search the Directions buttons open: the place's name plus the city. */
export function directionsUrl(name: string, city: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${city}`)}`;
}
