import type { Page } from "@playwright/test";

type ViolationWindow = Window & { __cspViolations?: string[] };

/** Collects CSP violations from every document the page loads, and from the console. */
export async function watchCsp(page: Page) {
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  // Injected through the DevTools protocol, so the page's CSP does not apply to this listener.
  await page.addInitScript(() => {
    const target = window as ViolationWindow;
    target.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      target.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return {
    async all(): Promise<string[]> {
      const inPage = await page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
      return [...inPage, ...consoleReports];
    },
  };
}
