import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages';
import { pagePath } from './routes';

/**
 * The inline script the English home page runs in <head>, before it renders: a visitor whose stored
 * choice or, without one, whose browser's first preferred language is a supported non-default language
 * is sent to that language's home page. A value that is not exactly a supported code is discarded.
 * Deep links are never redirected; this script is only put on `/`. Unit tests run this exact string.
 */
export function languageDetectionScript(): string {
  const homes = Object.fromEntries(LANGUAGES.map((language) => [language, pagePath('home', language)]));
  return [
    '(function(){try{',
    `var homes=${JSON.stringify(homes)},fallback=${JSON.stringify(DEFAULT_LANGUAGE)},stored=null;`,
    'function supported(v){return typeof v==="string"&&Object.prototype.hasOwnProperty.call(homes,v)?v:null}',
    `try{stored=supported(window.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}))}catch(e){}`,
    'var preferred=(navigator.languages&&navigator.languages[0])||navigator.language||"";',
    'var language=stored||supported(String(preferred).toLowerCase().split("-")[0])||fallback;',
    'if(language!==fallback)window.location.replace(homes[language]+window.location.search+window.location.hash);',
    '}catch(e){}})();',
  ].join('');
}
