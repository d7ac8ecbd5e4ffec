declare module 'fontverter' {
  /** Converts a font between SFNT (TrueType/OpenType), WOFF and WOFF2. */
  export function convert(font: Buffer | Uint8Array, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
