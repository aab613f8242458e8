/**
 * Turns off zod's compiled object parsers in the browser before any schema chunk loads. Their first use probes
 * `new Function`, which our CSP forbids (no `unsafe-eval`): the probe's error is caught, but Chrome still reports
 * a CSP violation for every page that parses a form, which Lighthouse counts against Best Practices. zod reads
 * this global when it loads (`z.config` would put zod itself on the home page, which must not load it).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
