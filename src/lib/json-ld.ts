/** Serialises a JSON-LD object for a <script> element; `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
