/**
 * schema.org JobPosting of an open role, as Google's job search reads it, and the check of one
 * against Google's required and recommended properties (the build stops on a missing required
 * one, astro.config.ts; tests/unit/roles.test.ts checks every built page's), as Google's
 * documentation lists them.
 */
import type { Role, SiteFacts } from "../site-data/types.ts";
import { absoluteUrl } from "../../shared/seo-assets.ts";
import { HTML_LANG } from "../../shared/locales.ts";
import { rolePath } from "../page-table.ts";

/** Google's value of hiringOrganization for an employer hiring anonymously through an agency. */
export const CONFIDENTIAL_EMPLOYER = "confidential";

const stripSoftHyphens = (text: string) => text.replaceAll("\u00AD", "");

/** The JobPosting on a role's own page (rolePath), in the role's language. */
export function jobPostingStructuredData(site: SiteFacts, role: Role) {
  // A property left undefined is not written: JSON.stringify drops it.
  const url = absoluteUrl(site.siteUrl, rolePath(role));
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    "@id": `${url}#job`,
    url,
    title: stripSoftHyphens(role.title),
    // Google takes HTML here: the summary, then the text as the page shows it.
    description: stripSoftHyphens(`<p>${escapeHtml(role.summary)}</p>${role.html}`),
    datePosted: role.datePosted,
    // The end of the closing day in Berlin: the moment the site takes the role down too.
    validThrough: role.closesAt,
    inLanguage: HTML_LANG[role.locale],
    employmentType: role.employmentType,
    // A confidential client: Google's "confidential", never the name (the build keeps no name for it).
    hiringOrganization:
      role.confidential || !role.clientName
        ? CONFIDENTIAL_EMPLOYER
        : { "@type": "Organization", name: role.clientName },
    employerOverview: role.clientDescription && stripSoftHyphens(role.clientDescription),
    // The agency posts the role and receives the applications.
    applicationContact: {
      "@type": "ContactPoint",
      name: site.agencyName,
      email: site.email,
      url: absoluteUrl(site.siteUrl, "/"),
    },
    identifier: { "@type": "PropertyValue", name: site.agencyName, value: role.key },
    jobLocation:
      role.locations.length > 0
        ? role.locations.map((location) => ({
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: location.city, addressCountry: location.country },
          }))
        : undefined,
    jobLocationType: role.remoteCountries.length > 0 ? "TELECOMMUTE" : undefined,
    applicantLocationRequirements:
      role.remoteCountries.length > 0
        ? role.remoteCountries.map((code) => ({ "@type": "Country", name: code }))
        : undefined,
    baseSalary: role.salary && {
      "@type": "MonetaryAmount",
      currency: role.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: role.salary.min,
        maxValue: role.salary.max,
        unitText: role.salary.unit,
      },
    },
    // Applying happens by email, on LinkedIn or in a booked call, never on this site.
    directApply: false,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An ISO 8601 date, with the time of day and its offset in the group `time` when given. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?<time>T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;
const GOOGLE_EMPLOYMENT_TYPE = /^(?:FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|VOLUNTEER|PER_DIEM|OTHER)$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmptyString = (value: unknown) => typeof value === "string" && value.trim() !== "";
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** What a JobPosting lacks or gets wrong: `required` stops the build; `recommended` is reported. Each names the property. */
export function jobPostingProblems(posting: unknown): { required: string[]; recommended: string[] } {
  const required: string[] = [];
  const recommended: string[] = [];
  if (!isObject(posting) || posting["@type"] !== "JobPosting") return { required: ["@type (JobPosting)"], recommended };
  const { datePosted, validThrough, identifier } = posting;
  if (!nonEmptyString(posting.title)) required.push("title");
  if (!nonEmptyString(posting.description)) required.push("description");
  if (typeof datePosted !== "string" || !ISO_DATE.test(datePosted)) required.push("datePosted (ISO 8601 date)");
  const employer = posting.hiringOrganization;
  if (!(employer === CONFIDENTIAL_EMPLOYER || (isObject(employer) && nonEmptyString(employer.name))))
    required.push(`hiringOrganization (an Organization with a name, or "${CONFIDENTIAL_EMPLOYER}")`);
  const places = asList(posting.jobLocation);
  const placesValid =
    places.length > 0 &&
    places.every(
      (place) => isObject(place) && isObject(place.address) && /^[A-Z]{2}$/.test(String(place.address.addressCountry)),
    );
  const remote =
    posting.jobLocationType === "TELECOMMUTE" &&
    asList(posting.applicantLocationRequirements).length > 0 &&
    asList(posting.applicantLocationRequirements).every(
      (requirement) =>
        isObject(requirement) && nonEmptyString(requirement.name) && typeof requirement["@type"] === "string",
    );
  if (posting.jobLocation !== undefined && !placesValid)
    required.push("jobLocation (each a Place with address.addressCountry as a two-letter code)");
  if (posting.jobLocation === undefined && !remote)
    required.push("jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements");

  if (typeof validThrough !== "string" || !ISO_DATE.exec(validThrough)?.groups?.time)
    recommended.push("validThrough (ISO 8601 date and time)");
  else if (typeof datePosted === "string" && validThrough.slice(0, 10) < datePosted.slice(0, 10))
    required.push("validThrough (before datePosted)");
  const salary = posting.baseSalary;
  if (salary === undefined) recommended.push("baseSalary");
  else if (
    !isObject(salary) ||
    !/^[A-Z]{3}$/.test(String(salary.currency)) ||
    !isObject(salary.value) ||
    !["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(String(salary.value.unitText)) ||
    !(
      typeof salary.value.value === "number" ||
      (typeof salary.value.minValue === "number" && typeof salary.value.maxValue === "number")
    )
  )
    recommended.push("baseSalary (a MonetaryAmount with currency, value.minValue/maxValue or value, unitText)");
  if (
    !asList(posting.employmentType).every((type) => GOOGLE_EMPLOYMENT_TYPE.test(String(type))) ||
    posting.employmentType === undefined
  )
    recommended.push("employmentType");
  if (!isObject(identifier) || !nonEmptyString(identifier.name) || !nonEmptyString(identifier.value))
    recommended.push("identifier (a PropertyValue with name and value)");
  if (typeof posting.directApply !== "boolean") recommended.push("directApply");
  return { required, recommended };
}

/**
 * Every open role's JobPosting against Google's rules, as the build runs it: throws on a missing
 * required property, naming the role's file and the property; returns a line per missing
 * recommended one (a salary the client keeps private, say).
 */
export function checkJobPostings(site: SiteFacts, roles: readonly Role[]): string[] {
  const notes: string[] = [];
  for (const role of roles) {
    const problems = jobPostingProblems(jobPostingStructuredData(site, role));
    if (problems.required.length > 0)
      throw new Error(`${role.file}: its JobPosting for Google lacks ${problems.required.join(", ")}`);
    if (problems.recommended.length > 0)
      notes.push(`${role.file}: JobPosting without ${problems.recommended.join(", ")} (recommended by Google)`);
  }
  return notes;
}
