// What the blog's sidebar shows of the articles' categories and tags, counted when the pages are made
// (src/gatsby/subject-pages.ts) and given to every page that shows the sidebar in its page context:
// a page then changes only when a subject does, not with every article's edit.

/** A category or tag: its name (in `lang`, the language of the article it comes from), its page, its articles. */
export type SubjectLink = { name: string; lang: string; path: string; count: number };

export type BlogSubjects = { categories: SubjectLink[]; tags: SubjectLink[] };
