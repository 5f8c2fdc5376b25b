import React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { replaceHydrateFunction } from "../../gatsby-browser";

jest.mock("react-dom/client", () => ({ hydrateRoot: jest.fn(), createRoot: jest.fn(() => ({ render: jest.fn() })) }));

// Records whether each call of the mocked react-dom functions happened inside React.startTransition.
let inTransition = false;
const calledInTransition: string[] = [];
beforeEach(() => {
  jest.clearAllMocks();
  calledInTransition.length = 0;
  jest.spyOn(React, "startTransition").mockImplementation((callback) => {
    inTransition = true;
    try {
      callback();
    } finally {
      inTransition = false;
    }
  });
  (hydrateRoot as jest.Mock).mockImplementation(() => calledInTransition.push(`hydrateRoot ${inTransition}`));
});

function hydrate(bodyHtml: string) {
  document.body.innerHTML = `<div id="___gatsby">${bodyHtml}</div>`;
  const container = document.getElementById("___gatsby")!;
  replaceHydrateFunction()(<p>page</p>, container);
  return container;
}

test("a prerendered page is hydrated inside a transition, so React yields to the browser while hydrating", () => {
  const container = hydrate('<div id="gatsby-focus-wrapper"><p>page</p></div>');
  expect(hydrateRoot).toHaveBeenCalledWith(container, <p>page</p>);
  expect(calledInTransition).toEqual(["hydrateRoot true"]);
  expect(createRoot).not.toHaveBeenCalled();
});

test("a page with an empty body in its HTML is rendered, not hydrated", () => {
  const container = hydrate('<div id="gatsby-focus-wrapper"></div>');
  expect(createRoot).toHaveBeenCalledWith(container);
  expect(hydrateRoot).not.toHaveBeenCalled();
});
