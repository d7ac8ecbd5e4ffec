declare const __non_webpack_require__: NodeRequire | undefined;

/**
 * Loads a package from node_modules when it is first needed, instead of bundling it into every Function: webpack
 * turns this into Node's own `require("name")`, which Netlify's function bundler follows to ship the package.
 * Outside webpack (tests, scripts) it is Node's require already. Keeps mail code out of Functions that never mail.
 */
export function runtimeRequire<T>(name: string): T {
  const load = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require;
  return load(name) as T;
}
