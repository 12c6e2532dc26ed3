/**
 * The legal facts in content/site.yml (`legal:`), from which the legal notice (§ 5 DDG,
 * § 18 MStV) and the privacy policy (Art. 13 GDPR) are written. Every rule here stops the build
 * with the field's name and value, like the other site facts.
 */
import * as z from "zod";
import { WEB_SERVERS } from "../delivery/access-log.ts";
import {
  connectedTool,
  economicId,
  phone,
  processor,
  representative,
  streetAddress,
  vatId,
  wholeNumber,
} from "./legal-fields.ts";
import { field, group, httpsUrl, line } from "./schema-fields.ts";

// Written YYYY-MM-DD and a real calendar day (2025-02-30 is refused): zod's ISO date pattern, which the editor checks too.
const DATE_MESSAGE = "must be a date written YYYY-MM-DD, such as 2025-07-01";

// Legal forms that exist only once entered in a public register (commercial, partnership or
// cooperative register; Companies House): their legal notice must give register and number
// (§ 5(1) no. 4 DDG). Compared without spaces and case, so "e. K." and "UG (haftungsbeschränkt)" match.
const REGISTERED_FORMS =
  "GmbH, gGmbH, UG, UG (haftungsbeschränkt), AG, KGaA, KG, OHG, e.K., e.Kfm., e.Kfr., PartG, PartG mbB, SE, eG, e.V., " +
  "GmbH & Co. KG, UG (haftungsbeschränkt) & Co. KG, Ltd, Ltd., Limited, LLP, plc";
const normalizedForm = (form: string) => form.replace(/\s+/g, "").toLowerCase();
const REGISTERED = new Set(REGISTERED_FORMS.split(", ").map(normalizedForm));
const mustBeRegistered = (legalForm: string) => REGISTERED.has(normalizedForm(legalForm));

export const legalSchema = z
  .strictObject({
    entityName: line(
      "Legal name",
      "The registered name, without the legal form, such as Harrow & Vale Executive Search.",
    ),
    legalForm: line(
      "Legal form",
      "Such as GmbH, UG (haftungsbeschränkt) or Ltd. A form that must be registered (GmbH, UG, AG, KG, OHG, e.K., PartG …) needs the commercial register below.",
    ),
    representatives: field(z.array(representative).min(1, "must name at least one person"), {
      label: "Represented by",
      hint: "Who may act for the company, such as the managing directors (Geschäftsführung), each with their role.",
    }),
    address: streetAddress,
    phone,
    register: group(
      "Commercial register",
      "Required for a GmbH, UG, AG, KG, OHG, e.K., PartG and other registered forms; leave out only if the business is not registered.",
      {
        court: line("Register court", "Such as Amtsgericht Berlin-Charlottenburg."),
        number: line("Register number", "Such as HRB 123456 B."),
      },
    ).optional(),
    vatId: vatId.optional(),
    economicId: economicId.optional(),
    contentResponsible: field(
      z
        .strictObject({ name: line("Name", "The person's full name."), address: streetAddress })
        // § 18(2) no. 1 MStV: the person responsible must have their permanent residence in Germany.
        .refine((person) => person.address.country === "DE", {
          path: ["address", "country"],
          error: (issue) =>
            `must be DE: the person responsible for content must live in Germany (§ 18(2) MStV), got ${(issue.input as { address: { country: string } }).address.country}`,
        }),
      {
        label: "Responsible for content",
        hint: "Only for journalistic or editorial content (§ 18(2) MStV), such as a blog; the person must live in Germany. Leave out otherwise.",
      },
    ).optional(),
    hosting: processor(
      "Hosting",
      "Named in the privacy policy as the processor that receives server logs.",
      "The company that runs the web server, such as Hetzner Online GmbH.",
      "On one line, such as Industriestr. 25, 91710 Gunzenhausen.",
    ),
    emailProvider: processor(
      "Email provider",
      "The company that runs the agency's mailboxes; named in the privacy policy as a recipient of messages.",
      "Such as IONOS SE or Google Ireland Limited.",
      "On one line, such as Elgendorfer Str. 57, 56410 Montabaur.",
    ),
    applicantTracking: processor(
      "Applicant tracking system or CRM",
      "Fill in if candidates' or client contacts' data are kept in an applicant-tracking system or CRM, a database of candidates and clients beyond the mailbox. The privacy policy then has a section on it and lists the provider among the recipients. Leave out otherwise.",
      "The company named in the system's data processing agreement, with its legal form.",
      "On one line, such as Hauptstraße 1, 80331 München.",
    ).optional(),
    cloudStorage: processor(
      "Cloud storage",
      "Fill in if documents such as CVs, candidate reports or contracts are stored with a cloud service (such as OneDrive, Google Drive or Dropbox) rather than only on the agency's own computers. The privacy policy then has a section on it and lists the provider among the recipients. Leave out otherwise.",
      "The company named in the service's data processing agreement, such as Microsoft Ireland Operations Limited.",
      "On one line, such as One Microsoft Place, South County Business Park, Leopardstown, Dublin 18.",
    ).optional(),
    linkedInRecruiter: field(z.boolean({ message: "must be true or false" }), {
      label: "Uses LinkedIn Recruiter",
      hint: "On if the agency uses LinkedIn Recruiter to search LinkedIn profiles and write to people (InMail). The privacy policy then has a section on it: LinkedIn Ireland Unlimited Company runs its platform as a controller in its own right and stores the agency's projects and notes as its processor. Needs “Approaches candidates directly” on. Off otherwise.",
    }),
    calendlyConnections: field(z.array(connectedTool).min(1, "must name at least one tool, or leave the list out"), {
      label: "Tools connected to Calendly",
      hint: "Calendars and video services that receive booking details from Calendly, each with its company, country and, outside the EU/EEA, its transfer basis. Leave out if none.",
    }).optional(),
    candidates: group(
      "Candidates",
      "What the privacy policy says about applicants and candidates approached directly.",
      {
        approachesDirectly: field(z.boolean({ message: "must be true or false" }), {
          label: "Approaches candidates directly",
          hint: "On when the agency contacts people who have not applied (executive search); the privacy policy then says where their data come from (Art. 14 GDPR).",
        }),
        talentPoolMonths: wholeNumber(
          "month",
          60,
          "Talent pool (months)",
          "How long a candidate's profile stays in the talent pool after the last contact, if they agreed to it.",
        ),
        applicantMonths: wholeNumber(
          "month",
          12,
          "Applicants kept (months after the search closes)",
          "How long an application is kept after the search it was for has closed, if the person is not in the talent pool. Six is usual: long enough to answer a claim under the German General Equal Treatment Act (§ 15(4) AGG).",
        ),
        approachedMonths: wholeNumber(
          "month",
          12,
          "People approached kept (months after the search closes)",
          "How long the data of someone approached for a search, who is not in the talent pool, are kept after the search has closed. Six is usual.",
        ),
        doNotContactYears: wholeNumber(
          "year",
          10,
          "No-contact note kept (years)",
          "How long the note that someone does not want to be approached again is kept (name and that wish only). Three is usual.",
        ),
        noticeUrl: httpsUrl(
          "Separate candidate notice",
          "Address of a fuller privacy notice for candidates, if there is one; starting with https://. Leave out otherwise.",
        ).optional(),
      },
    ),
    webServer: field(z.enum(WEB_SERVERS), {
      label: "Web server",
      hint: '"nginx", "node" or "cloudflare-pages": the way the site is served (README, "Deploying"). The privacy policy names exactly the fields its access log records: nginx logs IP address, referrer and browser; the Node server none of the three.',
    }),
    serverLogRetentionDays: wholeNumber(
      "day",
      365,
      "Server log retention (days)",
      "How long the host keeps access logs; stated in the privacy policy.",
    ),
    ukRepresentative: group(
      "UK representative (Art. 27 UK GDPR)",
      "Required while the markets include the United Kingdom (GB): searching there is regular, not occasional, so Art. 27 UK GDPR requires a representative in the UK. Named in the privacy policy. Leave out otherwise.",
      {
        name: line("Name", "The representative's name, such as a company offering this service."),
        address: line("Address", "On one line, such as 1 Example Street, London EC1A 1BB."),
      },
    ).optional(),
    supervisoryAuthority: group("Supervisory authority", "The data protection authority for the company's seat.", {
      name: line("Name", "Such as Berliner Beauftragte für Datenschutz und Informationsfreiheit."),
      url: httpsUrl("Website", "Starting with https://"),
    }),
    privacyEffectiveDate: field(z.iso.date({ message: DATE_MESSAGE }).meta({ patternMessage: DATE_MESSAGE }), {
      label: "Privacy policy effective date",
      hint: "YYYY-MM-DD. Change it whenever the privacy policy changes.",
    }),
  })
  .refine((legal) => legal.register !== undefined || !mustBeRegistered(legal.legalForm), {
    path: ["register"],
    error: (issue) =>
      `must be given for the legal form "${(issue.input as { legalForm: string }).legalForm}", which is entered in a public register (court and number)`,
  })
  // Searching profiles and writing to people who have not applied is direct approach: the privacy
  // policy must then say so (Art. 14 GDPR), which it does only with candidates.approachesDirectly.
  .refine((legal) => !legal.linkedInRecruiter || legal.candidates.approachesDirectly, {
    path: ["linkedInRecruiter"],
    message:
      "needs candidates.approachesDirectly set to true: LinkedIn Recruiter is used to approach people who have not applied, which the privacy policy then explains (Art. 14 GDPR)",
  });

export type LegalFacts = z.infer<typeof legalSchema>;
