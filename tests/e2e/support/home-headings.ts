import { content, en } from "../../support/content.ts";

/** Whether the content has English articles: the home page then shows its newest (content/insights/). */
const hasEnglishArticles = content.articles.some((article) => article.locale === "en");

/** The home page's h1 and h2 texts, top to bottom, as PRODUCT.md orders the sections; words from content/. */
export const HOME_HEADINGS = [
  en.home.hero.headline,
  en.home.intro.title,
  en.home.about.title,
  en.home.services.title,
  en.home.values.title,
  ...(hasEnglishArticles ? [en.insights.home.title] : []),
  en.home.contact.title,
];

/** The ids of the home page's sections, in order (the newest articles before the contact section when there are any). */
export const HOME_SECTION_IDS = ["about", "services", "values", ...(hasEnglishArticles ? ["insights"] : []), "contact"];
