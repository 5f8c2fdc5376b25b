import React from "react";

export const PRELOADER_MS = 700;

// Pure CSS: shown for 700 ms from the first paint, then hidden by an animation, so it goes away
// without JavaScript; under reduced motion it is never shown. It sits in the initial HTML only
// (rendered through gatsby-ssr), so client-side navigation does not replay it.
const css = `
#preloader{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;
background:#fff;pointer-events:none;animation:preloader-out 200ms ease ${PRELOADER_MS}ms forwards}
#preloader span{width:44px;height:44px;border-radius:50%;border:4px solid #d5e2df;border-top-color:#0f3d3e;
animation:preloader-spin .8s linear infinite}
@keyframes preloader-out{to{opacity:0;visibility:hidden}}
@keyframes preloader-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){#preloader{display:none}}`;

export function Preloader() {
  return (
    <div id="preloader" aria-hidden="true">
      <style>{css}</style>
      <span />
    </div>
  );
}
