// Firefox ESR for this folder's tests: Debian's (scripts/ensure-firefox.sh), driven by puppeteer-core
// over WebDriver BiDi, with the build served by the site's own Node server. On request it also
// reads Firefox's own accessibility tree, which BiDi does not offer: through the DevTools server
// (the protocol of Firefox's Browser Toolbox) on a Unix socket, evaluating in the parent process,
// whose accessibility service holds every tab's tree. Marionette cannot do it beside puppeteer: it
// shares the BiDi session, and its ExecuteScript needs the classic session's timeouts, which a
// BiDi session has none of ("this.currentSession.timeouts is undefined", Firefox 140).
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { createSiteServer, loadBuild } from "../../server/site-server.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Polls `check` until it returns something truthy; fails naming `what` after `timeoutMs`.
 * @template T
 * @param {string} what
 * @param {() => Promise<T> | T} check
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(what, check, timeoutMs = 20_000, intervalMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Serves a build (BUILD_DIR, else build/) with the site's Node server on a free port.
 * @param {Partial<Parameters<typeof createSiteServer>[0]>} [options] more server options (sign-in)
 */
export async function serveBuild(options = {}) {
  const server = createSiteServer({
    ...loadBuild(path.resolve(ROOT, process.env.BUILD_DIR ?? "build")),
    logRequests: false,
    ...options,
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** Overlay scrollbars, as on phones: otherwise a 360 px viewport loses 12 px to a scrollbar. */
export const PHONE_SCROLLBARS = { "widget.gtk.overlay-scrollbars.enabled": true, "ui.useOverlayScrollbars": 1 };

/**
 * Headless Firefox ESR (FIREFOX_PATH, else Debian's). With `accessibility`, its DevTools server
 * listens on a Unix socket for {@link openAccessibilityTree}.
 * @param {{ accessibility?: boolean } & import("puppeteer-core").LaunchOptions} [options]
 */
export async function launchFirefox({ accessibility = false, ...options } = {}) {
  const socketDir = accessibility ? mkdtempSync(path.join(os.tmpdir(), "firefox-devtools-")) : undefined;
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    ...options,
    ...(socketDir && {
      args: [...(options.args ?? []), "--start-debugger-server", path.join(socketDir, "devtools.sock")],
      extraPrefsFirefox: {
        ...options.extraPrefsFirefox,
        "devtools.debugger.remote-enabled": true,
        "devtools.chrome.enabled": true,
        // No "allow this connection?" prompt, which a headless browser would wait on forever.
        "devtools.debugger.prompt-connection": false,
      },
    }),
  });
  if (socketDir) browser.once("disconnected", () => rmSync(socketDir, { recursive: true, force: true }));
  return browser;
}

/** @typedef {{ from: string, type?: string, error?: string, message?: string, [key: string]: unknown }} Packet */

/**
 * A DevTools remote-protocol connection (packets `length:JSON`; each actor answers its requests
 * in order; events carry a `type`).
 * @param {string} socketPath
 */
async function connectDevTools(socketPath) {
  const socket = net.connect({ path: socketPath });
  /** @type {Map<string, { resolve: (packet: Packet) => void, reject: (error: Error) => void }[]>} */
  const waiting = new Map();
  /** @type {Map<string, Packet | ((packet: Packet) => void)>} evaluation results by resultID */
  const results = new Map();
  /** @type {(packet: Packet) => void} */
  let greeted = () => {};
  const greeting = new Promise((resolve) => (greeted = resolve));
  let buffer = Buffer.alloc(0);
  socket.on("data", (data) => {
    buffer = Buffer.concat([buffer, data]);
    for (let colon = buffer.indexOf(":"); colon > 0; colon = buffer.indexOf(":")) {
      const end = colon + 1 + Number(buffer.subarray(0, colon).toString());
      if (buffer.length < end) return;
      /** @type {unknown} */
      const parsed = JSON.parse(buffer.subarray(colon + 1, end).toString());
      const packet = /** @type {Packet} */ (parsed);
      buffer = buffer.subarray(end);
      if (packet.from === "root" && "applicationType" in packet) greeted(packet);
      else if (packet.type === "evaluationResult") {
        const id = String(packet.resultID);
        const waiter = results.get(id);
        if (typeof waiter === "function") waiter(packet);
        else results.set(id, packet); // came before the request's own answer was read
      } else if (!packet.type) {
        const request = waiting.get(packet.from)?.shift();
        if (packet.error) request?.reject(new Error(`Firefox DevTools: ${packet.error}: ${packet.message}`));
        else request?.resolve(packet);
      }
    }
  });
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  await greeting;
  /**
   * @param {string} to
   * @param {string} type
   * @param {object} [rest]
   * @returns {Promise<Packet>}
   */
  const request = (to, type, rest = {}) =>
    new Promise((resolve, reject) => {
      waiting.set(to, [...(waiting.get(to) ?? []), { resolve, reject }]);
      const body = Buffer.from(JSON.stringify({ to, type, ...rest }));
      socket.write(`${body.length}:`);
      socket.write(body);
    });
  const { processDescriptor } = /** @type {{ processDescriptor: { actor: string } }} */ (
    /** @type {unknown} */ (await request("root", "getProcess", { id: 0 }))
  );
  const { process: parent } = /** @type {{ process: { consoleActor: string } }} */ (
    /** @type {unknown} */ (await request(processDescriptor.actor, "getTarget"))
  );
  /**
   * Evaluates `text` in Firefox's parent process (chrome privileges); returns its string result.
   * @param {string} text
   */
  const evaluate = async (text) => {
    const id = String((await request(parent.consoleActor, "evaluateJSAsync", { text })).resultID);
    const early = results.get(id);
    const packet =
      early && typeof early !== "function"
        ? early
        : await /** @type {Promise<Packet>} */ (new Promise((resolve) => results.set(id, resolve)));
    results.delete(id);
    if (packet.exception || typeof packet.result !== "string")
      throw new Error(`Firefox parent process: ${JSON.stringify(packet.exceptionMessage ?? packet.result)}`);
    return packet.result;
  };
  return { evaluate, close: () => socket.end() };
}

/**
 * The push buttons of the tab showing `url` as Firefox's accessibility tree has them: name and
 * states as assistive technologies get them (nsIAccessible; "expanded", "collapsed", ...). Run in
 * the parent process: starts the accessibility service on first use. Empty until the tab's tree
 * has reached the parent.
 */
const PUSH_BUTTONS = `(url) => {
  const service = Cc["@mozilla.org/accessibilityService;1"].getService(Ci.nsIAccessibilityService);
  const browsers = [...Services.wm.getEnumerator("navigator:browser")].flatMap((window) => window.gBrowser.browsers);
  const tab = browsers.find((browser) => browser.currentURI.spec === url);
  const buttons = [];
  const walk = (accessible) => {
    if (accessible.role === Ci.nsIAccessibleRole.ROLE_PUSHBUTTON) {
      const state = {}, extra = {};
      accessible.getState(state, extra);
      buttons.push({ name: accessible.name, states: [...service.getStringStates(state.value, extra.value)] });
    }
    for (let child = accessible.firstChild; child; child = child.nextSibling) walk(child);
  };
  const frame = tab && service.getAccessibleFor(tab);
  if (frame) walk(frame);
  return JSON.stringify(buttons);
}`;

/**
 * Firefox's own accessibility tree, read from the parent process (a browser from
 * `launchFirefox({ accessibility: true })`).
 * @param {import("puppeteer-core").Browser} browser
 */
export async function openAccessibilityTree(browser) {
  const args = browser.process()?.spawnargs ?? [];
  const socketPath = args[args.indexOf("--start-debugger-server") + 1];
  if (!socketPath) throw new Error("openAccessibilityTree: launch Firefox with launchFirefox({ accessibility: true })");
  // The server listens once the browser has started; puppeteer's launch has waited for that.
  const devTools = await connectDevTools(socketPath);
  return {
    /**
     * @param {string} url the tab's address
     * @returns {Promise<{ name: string | null, states: string[] }[]>}
     */
    pushButtons: async (url) => {
      /** @type {unknown} */
      const buttons = JSON.parse(await devTools.evaluate(`(${PUSH_BUTTONS})(${JSON.stringify(url)})`));
      return /** @type {{ name: string | null, states: string[] }[]} */ (buttons);
    },
    close: devTools.close,
  };
}
