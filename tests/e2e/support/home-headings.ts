/** The home page's h1 and h2 texts, top to bottom, as PRODUCT.md orders the sections. */
export const HOME_HEADINGS = [
  "Expert matching for you",
  "Recruitment with Intention",
  "Meet the Founder",
  "Executive Search That's Personal",
  "Core Values",
  "Ready to Connect?",
];
