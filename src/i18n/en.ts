// Every fixed text a visitor reads (everything not from content/ or the CMS), in English: the exact
// strings of SPEC.md. id.ts gives the same keys in Indonesian. A page gets only its language's table,
// through its page context (src/build/localized-pages.ts), so no page ships the other language.
// Plain strings only (they travel as JSON); a value to fill in is written {name} (fill.ts).
export const en = {
  layout: {
    skipToContent: "Skip to content",
  },
};

export type Texts = typeof en;
