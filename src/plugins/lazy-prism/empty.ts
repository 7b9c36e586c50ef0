// Stands in for the theme's Prism client module in the browser bundle (see index.ts).
export {};
