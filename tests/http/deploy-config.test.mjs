// The production example deploy/nginx.conf (TLS, HTTP->HTTPS) must stay valid with the
// generated site.conf of the current build: nginx -t with a throwaway self-signed certificate.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { it } from "node:test";
import { BROTLI_MODULE } from "../../delivery/nginx.mjs";
import { NGINX_BINARY } from "../../scripts/nginx.mjs";
import { clientDir, projectDir } from "./support.mjs";

it("deploy/nginx.conf passes nginx -t with the generated site.conf", () => {
  const prefix = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  try {
    const cert = path.join(prefix, "cert.pem");
    const key = path.join(prefix, "key.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-subj",
        "/CN=www.example.com",
        "-days",
        "1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      {
        stdio: "ignore",
      },
    );
    const example = readFileSync(path.join(projectDir, "deploy", "nginx.conf"), "utf8")
      .replaceAll("/etc/letsencrypt/live/www.example.com/fullchain.pem", cert)
      .replaceAll("/etc/letsencrypt/live/www.example.com/privkey.pem", key)
      .replaceAll("/srv/site/client", clientDir)
      .replaceAll("/srv/site/site.conf", path.join(projectDir, "build", "nginx", "site.conf"));
    assert.notEqual(
      example,
      readFileSync(path.join(projectDir, "deploy", "nginx.conf"), "utf8"),
      "placeholders replaced",
    );
    writeFileSync(path.join(prefix, "site.conf"), example);
    writeFileSync(
      path.join(prefix, "nginx.conf"),
      `load_module ${BROTLI_MODULE};\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${prefix}/site.conf;\n}\n`,
    );
    const check = spawnSync(NGINX_BINARY, ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
      encoding: "utf8",
    });
    assert.equal(check.status, 0, check.stderr);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});
