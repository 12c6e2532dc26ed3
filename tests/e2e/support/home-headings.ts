import { en } from "../../support/content.ts";

/** The home page's h1 and h2 texts, top to bottom, as PRODUCT.md orders the sections; words from content/. */
export const HOME_HEADINGS = [
  en.home.hero.headline,
  en.home.intro.title,
  en.home.about.title,
  en.home.services.title,
  en.home.values.title,
  en.home.contact.title,
];
