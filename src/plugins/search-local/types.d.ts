// Types for what the search code imports untyped: lunr (no @types/lunr here) and its languages.
declare module 'lunr' {
  interface Pipeline {
    runString(value: string): string[];
  }
  interface Builder {
    pipeline: Pipeline;
  }
  interface Lunr {
    Builder: new () => Builder;
    Pipeline: { registeredFunctions: Record<string, unknown>; load(names: string[]): Pipeline };
    multiLanguage(...languages: string[]): (this: Builder, builder: Builder) => void;
  }
  const lunr: Lunr;
  export default lunr;
}
declare module 'lunr-languages/lunr.stemmer.support' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.ru' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.multi' {
  const register: (lunr: unknown) => void;
  export default register;
}
