import { Suspense } from "react";
import { About } from "../components/home/About";
import { Contact } from "../components/home/Contact";
import { Hero } from "../components/home/Hero";
import { IntroHero } from "../components/home/IntroHero";
import { Services } from "../components/home/Services";
import { Values } from "../components/home/Values";
import { copy } from "../content/copy";
import { pageMeta } from "../lib/meta";

export function meta() {
  return pageMeta({ title: copy.meta.homeTitle, description: copy.meta.homeDescription, path: "/" });
}

export default function Home() {
  return (
    <>
      <Hero />
      <IntroHero />
      {/* Each boundary hydrates as its own short task, so hydrating the long page never
          blocks the main thread for long (Lighthouse TBT 0 on a throttled phone). */}
      <Suspense>
        <About />
      </Suspense>
      <Suspense>
        <Services />
      </Suspense>
      <Suspense>
        <Values />
      </Suspense>
      <Suspense>
        <Contact />
      </Suspense>
    </>
  );
}
