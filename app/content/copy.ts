/**
 * Every word on the site, in one place (British English).
 * To add a language later, copy this file, translate the strings and choose the module by locale.
 * Brand facts (names, email, links, markets) come from ./site.ts, not from here.
 */
export const copy = {
  meta: {
    homeTitle: "Executive Search for Germany, the UK and the US",
    homeDescription:
      "A boutique executive search firm placing senior leaders in Germany, the United Kingdom and the United States. Few mandates, done thoroughly.",
    bookingTitle: "Book a Meeting",
    bookingDescription:
      "Schedule a 30-minute consultation with our founder to talk through a leadership hire or your next career move.",
    notFoundTitle: "Page not found",
    /** Alt text of the share image shown by social networks and messengers. */
    shareImageAlt: "{agency}: executive search across Germany, the United Kingdom and the United States",
  },
  skipLink: "Skip to main content",
  nav: {
    label: "Main",
    items: [
      { label: "Our Story", section: "about" },
      { label: "Services", section: "services" },
      { label: "Values", section: "values" },
      { label: "Contact", section: "contact" },
    ],
    cta: "Get in Touch",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLabel: "home",
  },
  hero: {
    headline: "Expert matching for you",
    kicker: "Executive search · Germany · United Kingdom · United States",
  },
  intro: {
    title: "Recruitment with Intention",
    blurb:
      "We take on a small number of leadership searches at a time and give each one our full attention. By knowing your business and the people we introduce, we build hires that hold across Germany, the UK and the US.",
    primaryCta: "Partner With Us",
    secondaryCta: "Learn More",
  },
  about: {
    eyebrow: "Our Story",
    title: "Meet the Founder",
    paragraphs: [
      "{founder} spent fifteen years in leadership hiring on both sides of the table: first building teams inside fast-growing technology and industrial companies, then running senior searches for an international firm in Munich, London and New York.",
      "She saw the same pattern again and again. Searches were run as volume businesses, candidates were treated as inventory, and clients received long lists instead of considered judgement. She founded {agency} to work the other way round.",
      "Today the firm takes on a handful of mandates at a time. Every search is led personally, every candidate is met properly, and every shortlist is one we would hire from ourselves.",
    ],
    quote:
      "The right leader changes the trajectory of a company. Finding that person deserves more than a database search. It deserves a conversation.",
  },
  services: {
    eyebrow: "Services",
    title: "Executive Search That's Personal",
    lead: "Three commitments shape every mandate we accept.",
    items: [
      {
        title: "Selective Partnership",
        description:
          "We accept only the searches we are certain we can deliver, so each client has a partner who is fully committed, not a name on a long client list.",
      },
      {
        title: "Deep Understanding",
        description:
          "Before we approach anyone, we learn your strategy, culture and the unwritten parts of the role. That is how we recognise the leader who will thrive, not just the one who fits the brief.",
      },
      {
        title: "Quality Results",
        description:
          "A short, thoroughly assessed shortlist, candid references and support through offer and onboarding. Our success is measured by leaders who stay and succeed.",
      },
    ],
  },
  values: {
    eyebrow: "What guides us",
    title: "Core Values",
    items: [
      {
        title: "People First",
        description: "Clients and candidates are people making big decisions, and we treat them that way.",
      },
      {
        title: "Clear Honest Communication",
        description: "You hear from us promptly and plainly, including when the news is not what you hoped.",
      },
      {
        title: "Relationships That Last",
        description: "We measure our work in years, long after a placement is made.",
      },
      {
        title: "Service Without Compromise",
        description: "Every search receives the same care, whatever its size or seniority.",
      },
    ],
  },
  contact: {
    eyebrow: "Contact",
    title: "Ready to Connect?",
    lead: "Whether you are hiring a leader or considering your next role, a conversation is the best place to start.",
    emailLabel: "Email",
    linkedInLabel: "LinkedIn",
    linkedInText: "Follow us on LinkedIn",
    primaryCta: "Book a Meeting",
    secondaryCta: "Start a Conversation",
    marketsTitle: "Where we work",
    mapAlt: "Map highlighting our three markets: Germany, the United Kingdom and the United States",
  },
  footer: {
    description: "Boutique executive search for leadership roles in Germany, the United Kingdom and the United States.",
    sectionsTitle: "Explore",
    contactTitle: "Contact",
    rights: "All rights reserved.",
  },
  newTab: "(opens in a new tab)",
  booking: {
    title: "Book a Meeting",
    lead: "Schedule a 30-minute consultation with {founder}. Choose a time that suits you; you will receive a calendar invitation straight away.",
    widgetLabel: "Scheduling calendar",
    directLinkIntro: "Prefer to book directly?",
    directLink: "Open the scheduling page",
    loading: {
      title: "Loading the calendar",
      body: "Available times will appear here in a moment.",
      noScript: "The calendar needs JavaScript. You can still book through the direct link below.",
    },
    fallback: {
      title: "The calendar could not load here",
      body: "A privacy extension, a company network or a slow connection may be holding it back. You can still book in a few clicks:",
      directLink: "Book on the scheduling page",
      emailIntro: "or write to us at",
    },
    consent: {
      title: "Choose a time with Calendly",
      explanation:
        "Our calendar is provided by Calendly, a US company, so loading it sends your IP address and browser details to Calendly, which may set its own cookies.",
      button: "Load the calendar",
      remembered: "We remember your choice only until you close this tab. Nothing loads until you press the button.",
    },
    confirmation: {
      title: "Your meeting is booked",
      body: "Thank you. A calendar invitation and a confirmation email are on their way to you. {founder} will join you at the time you chose; if anything changes, use the links in that email or write to {email}.",
    },
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    body: "The page you were looking for does not exist or has moved.",
    home: "Return to Home",
  },
  error: {
    title: "Unexpected Application Error!",
    body: "Something went wrong while loading this page. Please try again, or head back to the home page.",
    home: "Return to Home",
  },
} as const;

/** Fills `{name}` placeholders in a copy string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
