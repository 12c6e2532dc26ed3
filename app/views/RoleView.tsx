import { ExternalLink } from "../components/ui/links.tsx";
import { EntryPage } from "../components/ui/EntryPage.tsx";
import { HTML_LANG } from "../../shared/locales.ts";
import { formatDate } from "../components/insights/ArticleList.tsx";
import { fill } from "../site-data/fill.ts";
import { site } from "../site-data/site.ts";
import type { CommonWords, Role, RolesWords } from "../site-data/types.ts";
import { pathOf } from "../page-table.ts";
import { countryList, countryName } from "../../shared/countries.ts";

/** Where a role is: its cities and countries, and where a remote candidate may live. */
export function roleWhere(role: Role, words: RolesWords): string[] {
  return [
    ...role.locations.map((location) => `${location.city}, ${countryName(location.country, HTML_LANG[role.locale])}`),
    ...(role.remoteCountries.length > 0
      ? [fill(words.facts.remote, { countries: countryList(role.remoteCountries, HTML_LANG[role.locale]) })]
      : []),
  ];
}

/** A salary range as the page's language writes it ("£180,000–£220,000 per year"). */
function formatSalary(salary: NonNullable<Role["salary"]>, role: Role, words: RolesWords): string {
  const money = new Intl.NumberFormat(HTML_LANG[role.locale], {
    style: "currency",
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  const range = salary.min === salary.max ? money.format(salary.min) : money.formatRange(salary.min, salary.max);
  return `${range} ${words.facts.salaryUnits[salary.unit]}`;
}

/** The client as a candidate may see it: the name, or "Confidential client" with the description; never a confidential client's name. */
export function clientLine(role: Role, words: RolesWords): string {
  if (role.confidential) return [words.facts.confidential, role.clientDescription].filter(Boolean).join(": ");
  return [role.clientName, role.clientDescription].filter(Boolean).join(", ");
}

/** A role's facts as a description list: client, where, type, salary (if given), posted, closing day. */
function RoleFacts({ role, words, className = "" }: { role: Role; words: RolesWords; className?: string }) {
  const day = (date: string) => <time dateTime={date}>{formatDate(date, role.locale)}</time>;
  const facts: (readonly [label: string, value: React.ReactNode])[] = [
    [words.facts.client, clientLine(role, words)],
    [words.facts.location, roleWhere(role, words).join(" · ")],
    [words.facts.employmentType, words.facts.employmentTypes[role.employmentType]],
    ...(role.salary ? [[words.facts.salary, formatSalary(role.salary, role, words)] as const] : []),
    [words.facts.posted, day(role.datePosted)],
    [words.facts.closes, day(role.validThrough)],
  ];
  return (
    <dl aria-label={words.facts.label} className={`grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr] ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-text">{label}</dt>
          <dd className="text-muted max-sm:mb-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How to apply: an email to the agency naming the role, LinkedIn's application, or a booked conversation. */
function ApplyLink({ role, words, common }: { role: Role; words: RolesWords; common: CommonWords }) {
  const { method, linkedInUrl } = role.apply;
  if (method === "linkedin" && linkedInUrl)
    return (
      <ExternalLink
        href={linkedInUrl}
        newTabLabel={common.newTab}
        className="button-primary gap-2"
        iconClassName="size-4"
      >
        {words.apply.linkedin}
      </ExternalLink>
    );
  // Soft hyphens are for the page's line breaks, not for the subject line.
  const subject = fill(words.apply.emailSubject, { title: role.title.replaceAll("\u00AD", "") });
  const [href, label] =
    method === "email"
      ? [`mailto:${site.email}?subject=${encodeURIComponent(subject)}`, words.apply.email]
      : [pathOf("booking", role.locale), words.apply.booking];
  return (
    <a href={href} className="button-primary">
      {label}
    </a>
  );
}

export function RoleView({ role, words, common }: { role: Role; words: RolesWords; common: CommonWords }) {
  const { locale } = role;
  return (
    <EntryPage kind="role" entry={role} words={words}>
      <p className="mt-4 text-lg font-semibold">{clientLine(role, words)}</p>
      <p className="mt-6 text-lg leading-relaxed text-muted">{role.summary}</p>
      <RoleFacts role={role} words={words} className="mt-8 border-y border-line py-6" />
      {/* Rendered from Markdown at build time; raw HTML is refused there (content-pipeline/roles.ts). */}
      <div className="article-text markdown-text mt-12" dangerouslySetInnerHTML={{ __html: role.html }} />
      <section aria-labelledby="apply-title" className="mt-14 border-t border-line pt-10">
        <h2 id="apply-title" className="font-display text-3xl font-medium text-balance">
          {words.apply.title}
        </h2>
        <p className="mt-4 leading-relaxed text-muted">{fill(words.apply.body, { agency: site.agencyName })}</p>
        <p className="mt-8">
          <ApplyLink role={role} words={words} common={common} />
        </p>
        <p className="mt-6 text-sm">
          {/* The privacy policy's section on applications carries this id (content/<language>/privacy.md). */}
          <a href={`${pathOf("privacy", locale)}#applications`} className="text-accent underline underline-offset-4">
            {words.apply.privacy}
          </a>
        </p>
      </section>
    </EntryPage>
  );
}
