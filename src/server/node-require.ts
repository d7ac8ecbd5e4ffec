/**
 * Node's own `require`, for the packages a Function loads at run time instead of bundling (nodemailer, where SMTP
 * is set up; @netlify/blobs, whose reads of the environment webpack would fix at build time). Call it with a
 * literal name: webpack writes `__non_webpack_require__("name")` out as Node's `require("name")`, which Netlify's
 * function bundler follows to ship the package.
 */
declare global {
  var __non_webpack_require__: NodeRequire;
}

/** Outside webpack (unit tests, scripts) the name means Node's require, as it does inside a Function. */
export function defineNodeRequireOutsideWebpack(): void {
  globalThis.__non_webpack_require__ ??= require;
}
