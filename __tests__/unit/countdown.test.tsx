import React from "react";
import { act, screen } from "@testing-library/react";
import { inPage, renderInPage as render } from "../support/page-locale";
import { LAUNCH_DATE, timeLeft } from "../../src/lib/countdown";
import { maskPasswords } from "../../src/lib/mask-password";
import { Countdown } from "../../src/components/ui/countdown";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).

const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

describe("timeLeft", () => {
  const target = new Date("2025-06-23T00:00:00+07:00");
  it("counts days, hours, minutes and seconds before the target", () => {
    expect(timeLeft(target, new Date("2025-06-20T22:58:30+07:00"))).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 30,
    });
    expect(timeLeft(target, new Date("2025-06-22T23:59:59+07:00"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(timeLeft(target, new Date("2025-05-23T00:00:00+07:00"))).toEqual({
      days: 31,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
  it("is null at and after the target", () => {
    expect(timeLeft(target, target)).toBeNull();
    expect(timeLeft(target, new Date("2026-11-21T00:00:00Z"))).toBeNull();
  });
  it("targets June 23, 2025 in Depok's time zone", () => {
    expect(LAUNCH_DATE.toISOString()).toBe("2025-06-22T17:00:00.000Z");
  });
});

describe("Countdown with a fake clock", () => {
  afterEach(() => jest.useRealTimers());

  it("ticks every second before the target", () => {
    jest.useFakeTimers({ now: new Date("2025-06-22T23:59:58+07:00") });
    const { container } = render(<Countdown target={new Date("2025-06-23T00:00:00+07:00")} />);
    expect(container.querySelector("[data-state=counting]")).toHaveTextContent("00Days00Hours00Minutes02Seconds");
    act(() => jest.advanceTimersByTime(1000));
    expect(container.querySelector("[data-state=counting]")).toHaveTextContent("01Seconds");
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText("We have launched!")).toBeInTheDocument();
  });

  it("shows the launched state after the date, never zeros or negatives", () => {
    jest.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") });
    const { container } = render(<Countdown target={LAUNCH_DATE} />);
    expect(screen.getByText("We have launched!")).toBeInTheDocument();
    expect(container).toHaveTextContent("The wait ended on June 23, 2025.");
    expect(container).not.toHaveTextContent("-");
  });

  it("renders the launched state in its first render when the launch had passed at build time (server and browser alike)", () => {
    const html = renderToString(inPage(<Countdown target={LAUNCH_DATE} builtAt={new Date("2026-11-21T08:00:00Z")} />));
    expect(html).toContain("We have launched!");
    expect(html).not.toContain("Launching on");
    expect(
      renderToString(inPage(<Countdown target={LAUNCH_DATE} builtAt={new Date("2025-06-01T00:00:00Z")} />)),
    ).toContain("Launching on June 23, 2025");
  });
});

it("masks every password field before logging", () => {
  expect(maskPasswords({ email: "a@b.co", password: "secret123", remember: true })).toEqual({
    email: "a@b.co",
    password: "********",
    remember: true,
  });
  expect(maskPasswords({ email: "a@b.co" })).toEqual({ email: "a@b.co" });
});
