import 'i18next';

// Missing keys fall back to the key itself (and the locale parity test keeps them from going missing).
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
