/**
 * The owner's public facts, configured once as REACT_APP_* variables (.env).
 * The browser build inlines them; the server reads the same variables for the assistant,
 * the retention period and the privacy notice's promises.
 * The committed defaults live in .env and nowhere else.
 */
import { DEFAULT_LANGUAGE, perLanguage, type Language } from './languages';

export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 code ('DE'); the pages show its name in the page language. */
  country: string;
}

export interface OwnerProfile {
  name: string;
  businessName: string;
  email: string;
  linkedinUrl: string;
  githubUrl: string;
  clientSiteUrl: string;
  clientSiteName: string;
  /** The CV of each page language: REACT_APP_CV_FILE with `{lng}` replaced. */
  cvFiles: Record<Language, string>;
  /** The CV in the default language (for what has no page language). */
  cvFile: string;
  designCredit: string;
  /** Address for service (ladungsfähige Anschrift) for the Impressum. */
  address: PostalAddress;
  phone: string;
  /** USt-IdNr.; empty when there is none, and then the Impressum leaves the line out. */
  vatId: string;
  /** Responsible for content under § 18 (2) MStV; empty means the owner. */
  contentResponsible: string;
}

/** What the privacy notice states about the running site; the server honours the same values. */
export interface PrivacySettings {
  /** Days a delivered contact message is kept before it is deleted. */
  contactRetentionDays: number;
  /** The external assistant provider's name; empty when the built-in assistant answers. */
  chatProviderName: string;
  /** The hosting provider's name, if the owner wants it named; empty: not named. */
  hostingProvider: string;
}

export const DEFAULT_CONTACT_RETENTION_DAYS = 180;

type Env = Record<string, string | undefined>;

function pick(value: string | undefined): string {
  return value?.trim() ?? '';
}

/** '/cv-{lng}.pdf' → { de: '/cv-de.pdf', en: '/cv-en.pdf' }; a path without {lng} serves both. */
export function cvFilesFor(template: string): Record<Language, string> {
  return perLanguage((lng) => template.split('{lng}').join(lng));
}

export function ownerFromEnv(env: Env): OwnerProfile {
  const cvFiles = cvFilesFor(pick(env.REACT_APP_CV_FILE));
  return {
    name: pick(env.REACT_APP_OWNER_NAME),
    businessName: pick(env.REACT_APP_BUSINESS_NAME),
    email: pick(env.REACT_APP_EMAIL),
    linkedinUrl: pick(env.REACT_APP_LINKEDIN_URL),
    githubUrl: pick(env.REACT_APP_GITHUB_URL),
    clientSiteUrl: pick(env.REACT_APP_CLIENT_SITE_URL),
    clientSiteName: pick(env.REACT_APP_CLIENT_SITE_NAME),
    cvFiles,
    cvFile: cvFiles[DEFAULT_LANGUAGE],
    designCredit: pick(env.REACT_APP_DESIGN_CREDIT),
    address: {
      street: pick(env.REACT_APP_ADDRESS_STREET),
      postcode: pick(env.REACT_APP_ADDRESS_POSTCODE),
      city: pick(env.REACT_APP_ADDRESS_CITY),
      country: pick(env.REACT_APP_ADDRESS_COUNTRY).toUpperCase(),
    },
    phone: pick(env.REACT_APP_PHONE),
    vatId: pick(env.REACT_APP_VAT_ID),
    contentResponsible: pick(env.REACT_APP_CONTENT_RESPONSIBLE),
  };
}

/** A whole number of days from 1 to 3650, or undefined (blank or anything else). */
export function parseRetentionDays(value: string | undefined): number | undefined {
  const text = pick(value);
  if (!/^\d+$/.test(text)) return undefined;
  const days = Number(text);
  return days >= 1 && days <= 3650 ? days : undefined;
}

export function privacyFromEnv(env: Env): PrivacySettings {
  return {
    contactRetentionDays:
      parseRetentionDays(env.REACT_APP_CONTACT_RETENTION_DAYS) ?? DEFAULT_CONTACT_RETENTION_DAYS,
    chatProviderName: pick(env.REACT_APP_CHAT_PROVIDER_NAME),
    hostingProvider: pick(env.REACT_APP_HOSTING_PROVIDER),
  };
}

/** The year in the footer's copyright line (spec: 2025). */
export const COPYRIGHT_YEAR = 2025;
