import "@testing-library/jest-dom";

// jsdom has no matchMedia; components ask it about reduced motion.
if (!("matchMedia" in window)) {
  Object.defineProperty(window, "matchMedia", { value: (query: string) => ({ matches: false, media: query }), writable: true });
}
