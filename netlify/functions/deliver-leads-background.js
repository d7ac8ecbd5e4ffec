// Netlify background Function (the `-background` in its name): src/server/delivery-functions.ts. A .js entry, bundled
// with esbuild (netlify.toml): `netlify serve` looks for a bundled Function's entry under its source file's name.
export { deliverInBackground as handler } from '../../src/server/delivery-functions';
