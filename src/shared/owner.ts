/**
 * The owner's public facts, configured once as REACT_APP_* variables (.env).
 * The browser build inlines them; the server reads the same variables for the assistant.
 * The committed defaults live in .env and nowhere else.
 */
export interface OwnerProfile {
  name: string;
  businessName: string;
  email: string;
  linkedinUrl: string;
  githubUrl: string;
  clientSiteUrl: string;
  clientSiteName: string;
  cvFile: string;
  designCredit: string;
}

type Env = Record<string, string | undefined>;

function pick(value: string | undefined): string {
  return value?.trim() ?? '';
}

export function ownerFromEnv(env: Env): OwnerProfile {
  return {
    name: pick(env.REACT_APP_OWNER_NAME),
    businessName: pick(env.REACT_APP_BUSINESS_NAME),
    email: pick(env.REACT_APP_EMAIL),
    linkedinUrl: pick(env.REACT_APP_LINKEDIN_URL),
    githubUrl: pick(env.REACT_APP_GITHUB_URL),
    clientSiteUrl: pick(env.REACT_APP_CLIENT_SITE_URL),
    clientSiteName: pick(env.REACT_APP_CLIENT_SITE_NAME),
    cvFile: pick(env.REACT_APP_CV_FILE),
    designCredit: pick(env.REACT_APP_DESIGN_CREDIT),
  };
}

/** The year in the footer's copyright line (spec: 2025). */
export const COPYRIGHT_YEAR = 2025;
