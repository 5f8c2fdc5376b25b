import "@testing-library/jest-dom";

// jsdom has no matchMedia; components ask it about reduced motion. (A test of Node code runs with
// `@jest-environment node`, without a window.)
if (typeof window !== "undefined" && !("matchMedia" in window)) {
  Object.defineProperty(window, "matchMedia", {
    value: (query: string) => ({ matches: false, media: query }),
    writable: true,
  });
}
