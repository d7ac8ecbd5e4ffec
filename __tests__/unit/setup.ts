import { defineNodeRequireOutsideWebpack } from '../../src/server/node-require';

// The server modules load some packages with webpack's `__non_webpack_require__`; in tests it is Node's require.
defineNodeRequireOutsideWebpack();
