import { HTML_LANG } from "../../../shared/locales.ts";
import { fill } from "../../site-data/fill.ts";
import type { Role, RolesWords } from "../../site-data/types.ts";
import { countryList, countryName } from "../../lib/countries.ts";
import { formatDate } from "../insights/ArticleList.tsx";

/** Where a role is: its cities and countries, and where a remote candidate may live. */
export function roleWhere(role: Role, words: RolesWords): string[] {
  return [
    ...role.locations.map((location) => `${location.city}, ${countryName(location.country, role.locale)}`),
    ...(role.remoteCountries.length > 0
      ? [fill(words.facts.remote, { countries: countryList(role.remoteCountries, role.locale) })]
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
export function RoleFacts({ role, words, className = "" }: { role: Role; words: RolesWords; className?: string }) {
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
