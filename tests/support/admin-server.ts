// Serves the editor's files (plugins/admin.ts) from a temporary directory, with the admin's
// headers (delivery/admin-policy.mjs), so /admin/ can be tested without a full site build.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sirv from "sirv";
import { buildEditorConfig, type ContentFile } from "../../app/content/editor-config.ts";
import { renderAdminFiles } from "../../plugins/admin.ts";
import { ADMIN_EXTRA_HEADERS, adminCsp } from "../../delivery/admin-policy.mjs";
import { sampleContentFiles } from "./sample-content.ts";

export type AdminServer = { url: string; dir: string; close: () => Promise<void> };

/** Writes the admin files into a fresh temporary directory; returns its path. */
export async function writeAdminFiles(files: ContentFile[] = sampleContentFiles): Promise<string> {
  const config = buildEditorConfig(files, {
    locales: ["en"],
    defaultLocale: "en",
    repo: "example/agency-site",
    branch: "main",
    siteUrl: "https://www.example.com",
    logoUrl: "/icon.svg",
  });
  const dir = await mkdtemp(path.join(tmpdir(), "admin-"));
  for (const [name, body] of renderAdminFiles(config)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  // The site's icon (public/icon.svg on the real site), the editor's logo and favicon.
  await writeFile(
    path.join(dir, "icon.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1F2A44"/></svg>',
  );
  return dir;
}

/** Starts a static server on 127.0.0.1 (port 0 = any free port) with the admin policy on /admin/. */
export async function startAdminServer({ port = 0, csp = adminCsp() } = {}): Promise<AdminServer> {
  const dir = await writeAdminFiles();
  const serve = sirv(dir, { dev: true, etag: true });
  const server: Server = createServer((req, res) => {
    if (req.url === "/admin") {
      res.writeHead(308, { Location: "/admin/" }).end();
      return;
    }
    if (req.url?.startsWith("/admin/")) {
      res.setHeader("Content-Security-Policy", csp);
      for (const [name, value] of Object.entries(ADMIN_EXTRA_HEADERS)) res.setHeader(name, value);
    }
    serve(req, res, () => res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found"));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    dir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
