// The words the admin's Indonesian keeps as they are (a label, a type's name or one of Strapi's messages
// that is only this word): names, and the words Indonesian web teams write in English (the glossary's
// "Kata serapan yang dipertahankan", content/id/GLOSSARY.md). One list for the checks of
// the labels files' Indonesian (cms/src/editor-labels.js) and strapi-id/ (cms-labels-id and
// cms-strapi-messages-id tests).
const KEPT = [
  ...["Strapi", "Strapi Cloud", "Blog", "Markdown", "SEO", "FAQ", "Slug", "Email", "URL", "ID", "UID"],
  ...["JSON", "CSV", "Filter", "Status", "Label", "Placeholder", "Tagline", "Banner", "Footer", "Desktop"],
  ...["Folder", "Audio", "Video", "Zoom", "Default", "X", "Y"],
];
const kept = new Set(KEPT.map((word) => word.toLowerCase()));

/** Whether `text` is one of the words the Indonesian keeps in English, whatever its case. */
export const keptInEnglish = (text: string) => kept.has(text.trim().toLowerCase());
