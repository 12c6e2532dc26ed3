// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import App, { ErrorBoundary } from "../../app/root.tsx";
import { en } from "../support/content.ts";

const SECRET_MESSAGE = "database password leaked in message";

function Broken(): React.ReactNode {
  throw new Error(SECRET_MESSAGE);
}

/** The root route of the real app (its component and error boundary) around a page that fails. */
function renderFailingRoute(route: { Component?: () => React.ReactNode; loader?: () => unknown }) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      // What the root loader provides when the page is pre-rendered.
      loader: () => ({ locale: "en", common: en.common, structuredData: "" }),
      HydrateFallback: () => null,
      Component: App,
      ErrorBoundary,
      children: [{ path: "broken", ...route }],
    },
  ]);
  return render(<Stub initialEntries={["/broken"]} />);
}

beforeEach(() => {
  // React and the router report the thrown error on the console; that noise is expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("root ErrorBoundary", () => {
  it("shows the router's wording inside the site's layout when a page fails to render", async () => {
    renderFailingRoute({ Component: Broken });

    const heading = await screen.findByRole("heading", { level: 1, name: en.common.error.title });
    expect(heading.textContent).toBe(en.common.error.title);
    // Inside the layout: the header, the main landmark holding the message, the footer.
    const main = screen.getByRole("main");
    expect(main.contains(heading)).toBe(true);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: en.common.skipLink })).toBeTruthy();
  });

  it("offers a way home", async () => {
    renderFailingRoute({ Component: Broken });
    const main = await screen.findByRole("main");
    const home = within(main).getByRole("link", { name: en.common.error.home });
    expect(home.getAttribute("href")).toBe("/");
  });

  it("never shows the error message or a stack trace", async () => {
    const { container } = renderFailingRoute({ Component: Broken });
    await screen.findByRole("heading", { level: 1, name: en.common.error.title });
    expect(container.textContent).not.toContain(SECRET_MESSAGE);
    expect(container.textContent).not.toMatch(/\bat \w+ \(|Error: |\.tsx?:\d+/);
    expect(container.querySelector("pre")).toBeNull();
  });

  it("also catches errors thrown while loading a route", async () => {
    renderFailingRoute({
      Component: () => <p>never shown</p>,
      loader: () => {
        throw new Error(SECRET_MESSAGE);
      },
    });
    await screen.findByRole("heading", { level: 1, name: en.common.error.title });
    expect(screen.queryByText("never shown")).toBeNull();
  });

  it("shows the status of an error response the router throws", async () => {
    renderFailingRoute({
      loader: () => {
        throw data("Gone", { status: 503 });
      },
    });
    await screen.findByRole("heading", { level: 1, name: en.common.error.title });
    expect(screen.getByText("503")).toBeTruthy();
  });
});
