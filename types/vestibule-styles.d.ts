// `virtual:vestibule-styles` is not a file: scripts/bundle.mjs resolves it to a module whose
// default export is all the CSS linaria extracted from the bundle, for a shadow root to adopt.
// Declared as a pattern (the `*` may match nothing) so that a module that also declares the exact
// name does not clash with this one: TypeScript prefers the exact declaration.
declare module 'virtual:vestibule-styles*' {
  const css: string;
  export default css;
}
