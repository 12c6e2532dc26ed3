import { About } from "../components/home/About.tsx";
import { Contact } from "../components/home/Contact.tsx";
import { HeadlineHero } from "../components/home/HeadlineHero.tsx";
import { PitchHero } from "../components/home/PitchHero.tsx";
import { Services } from "../components/home/Services.tsx";
import { Values } from "../components/home/Values.tsx";
import { localeOfPath } from "../../shared/locales.ts";
import { wordsIn } from "../../content-pipeline/words.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pathOf } from "../pages.ts";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, words: wordsIn(locale).home };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { title, description } = loaderData.words.meta;
  return pageMeta({
    title,
    description,
    path: pathOf("home", loaderData.locale),
    locale: loaderData.locale,
    common: matches[0].loaderData.common,
  });
}

export default function Home({ loaderData: { words } }: Route.ComponentProps) {
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
