// Types for what the search code imports untyped: lunr-languages' Russian stemmer.
declare module 'lunr-languages/lunr.stemmer.support' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.ru' {
  const register: (lunr: unknown) => void;
  export default register;
}
// Only text.test.ts compares with lunr itself (no @types/lunr here).
declare module 'lunr' {
  const lunr: unknown;
  export default lunr;
}
declare module 'lunr-languages/lunr.multi' {
  const register: (lunr: unknown) => void;
  export default register;
}
