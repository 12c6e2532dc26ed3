import http from "node:http";
import path from "node:path";
import { readFileSync } from "node:fs";
import sirv from "sirv";

const root = path.resolve("build/client");
const notFound = readFileSync(path.join(root, "404.html"));
const assets = sirv(root, { etag: true, gzip: true, brotli: true, dotfiles: false });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

http
  .createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(notFound);
    });
  })
  .listen(port, host, () => console.log(`Serving build/client at http://${host}:${port}`));
