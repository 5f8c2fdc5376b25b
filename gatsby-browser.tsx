import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

export { wrapPageElement } from "./src/i18n/wrap-page";

// Hydration as a transition: React then hydrates in slices of a few milliseconds and yields to the
// browser between them, instead of one long task that blocks input (and Lighthouse's TBT) for the
// whole page. A click on a part not hydrated yet makes React finish hydrating at once and then
// handles it. Pages whose body is empty in the HTML (none today) are rendered, as Gatsby's own
// default does. Not typed with GatsbyBrowser: its type is React 17's `render` signature, and
// Gatsby ignores what the function returns.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  const prerendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  startTransition(() => {
    if (prerendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
};

// React handles events from here on: the after-paint loader (src/lib/after-paint.ts) replays what the
// visitor did to controls and forms before, once each, and stops holding.
export const onInitialClientRender = () => {
  (window as Window & { __replayHeldActions?: () => void }).__replayHeldActions?.();
};
