// The fixed texts of en.ts in Indonesian: natural Indonesian for a professional agency, not word for word.
import type { Texts } from "./en";

export const id: Texts = {
  layout: {
    skipToContent: "Langsung ke konten",
  },
};
