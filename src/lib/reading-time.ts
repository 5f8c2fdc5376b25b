/** Words an adult reads in a minute of a web article (a common estimate, as Medium and Ghost use). */
const WORDS_PER_MINUTE = 230;

/** Minutes to read a text of `words` words, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
