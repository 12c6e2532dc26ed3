import { About } from "../components/home/About.tsx";
import { Contact } from "../components/home/Contact.tsx";
import { HeadlineHero } from "../components/home/HeadlineHero.tsx";
import { PitchHero } from "../components/home/PitchHero.tsx";
import { Services } from "../components/home/Services.tsx";
import { Values } from "../components/home/Values.tsx";
import type { HomeWords } from "../content/types.ts";

/** The home page's sections, in the order of the brief. */
export function HomeView({ words }: { words: HomeWords }) {
  return (
    <>
      <HeadlineHero words={words.hero} />
      <PitchHero words={words.intro} />
      <About words={words.about} />
      <Services words={words.services} />
      <Values words={words.values} />
      <Contact words={words.contact} />
    </>
  );
}
