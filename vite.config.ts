import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
// Importing the site configuration validates it: a bad value stops the build here.
import { site } from "./app/content/site";
import { marketsMapPlugin } from "./plugins/markets-map";
import { staticSiteConfigPlugin } from "./plugins/static-site-config";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), marketsMapPlugin(site), staticSiteConfigPlugin(site)],
});
