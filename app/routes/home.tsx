import { Suspense } from "react";
import { About } from "../components/home/About.tsx";
import { Contact } from "../components/home/Contact.tsx";
import { HeadlineHero } from "../components/home/HeadlineHero.tsx";
import { PitchHero } from "../components/home/PitchHero.tsx";
import { Services } from "../components/home/Services.tsx";
import { Values } from "../components/home/Values.tsx";
import { copy } from "../content/copy.ts";
import { pageMeta } from "../lib/meta.ts";

export function meta() {
  return pageMeta({ title: copy.meta.homeTitle, description: copy.meta.homeDescription, path: "/" });
}

export default function Home() {
  return (
    <>
      <HeadlineHero />
      <PitchHero />
      {/* Each boundary hydrates as its own short task, so the long page never blocks the
          main thread for long (docs/decisions/005). */}
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
