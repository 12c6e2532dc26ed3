import { StatusScreen } from "../components/layout/StatusScreen.tsx";
import type { PageWords } from "../site-data/page-data.ts";
import { pathOf } from "../page-table.ts";

export function NotFoundView({ page }: { page: PageWords }) {
  // The site script (app/browser/site-script.ts) logs the attempted path on pages marked so.
  return (
    <div data-not-found="">
      <StatusScreen words={page.common.notFound} homePath={pathOf("home", page.locale)} />
    </div>
  );
}
