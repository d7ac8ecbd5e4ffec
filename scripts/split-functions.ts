/** Before `gatsby serve`: each built Function loads once per server instead of once per request (src/node/function-entries.ts). */
import { splitFunctionEntries } from '../src/node/function-entries';

const split = splitFunctionEntries();
console.info(split.length ? `Functions load once per server: ${split.join(', ')}` : 'Functions already load once per server');
