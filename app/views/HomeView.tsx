import { About } from "../components/home/About.tsx";
import { Contact } from "../components/home/Contact.tsx";
import { HeadlineHero } from "../components/home/HeadlineHero.tsx";
import { PitchHero } from "../components/home/PitchHero.tsx";
import { Services } from "../components/home/Services.tsx";
import { Values } from "../components/home/Values.tsx";
import { LatestInsights } from "../components/home/LatestInsights.tsx";
import { OpenRolesBand } from "../components/home/OpenRolesBand.tsx";
import { PageWordsContext, type PageWords } from "../site-data/use-page-words.ts";
import type { Article, HomeWords, InsightsWords, RolesWords } from "../site-data/types.ts";

/** The home page's sections, in the order of the brief; the newest articles before the contact section. */
export function HomeView({
  page,
  words,
  insights,
  roles,
}: {
  page: PageWords;
  words: HomeWords;
  insights: { words: InsightsWords; latest: readonly Article[] };
  /** How many roles are open in this language: the band shows only when there are any (none given: no band, as in the editor's preview). */
  roles?: { words: RolesWords; open: number };
}) {
  return (
    <PageWordsContext value={page}>
      <HeadlineHero words={words.hero} />
      <PitchHero words={words.intro} />
      <About words={words.about} />
      <Services words={words.services} />
      <Values words={words.values} />
      <LatestInsights articles={insights.latest} words={insights.words} />
      {roles ? <OpenRolesBand open={roles.open} words={roles.words} /> : null}
      <Contact words={words.contact} />
    </PageWordsContext>
  );
}
