// virtual:site-facts in the editor's preview: the build's facts, as a plain object the pane updates
// while Site facts are edited (editor/preview/PreviewApp.tsx), so {founder} and {agency} follow.
import { built } from "../content.ts";

const site = structuredClone(built.site);
export default site;
