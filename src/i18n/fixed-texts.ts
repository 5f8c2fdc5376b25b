// The fixed-text tables by language, for the build only: each page gets its own language's in its page
// context (localized-pages.ts), the content model its images' fallback alternative texts. Browser code
// never imports a table (a unit test checks it), so no page ships the other language.
import { en } from "./en";
import { id } from "./id";

export const FIXED_TEXTS = { en, id } as const;
