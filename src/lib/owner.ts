import { ownerFromEnv, privacyFromEnv } from '../shared/owner';

// CRA inlines only literal process.env.REACT_APP_* reads, hence the spelled-out list.
const env = {
  REACT_APP_OWNER_NAME: process.env.REACT_APP_OWNER_NAME,
  REACT_APP_BUSINESS_NAME: process.env.REACT_APP_BUSINESS_NAME,
  REACT_APP_EMAIL: process.env.REACT_APP_EMAIL,
  REACT_APP_LINKEDIN_URL: process.env.REACT_APP_LINKEDIN_URL,
  REACT_APP_GITHUB_URL: process.env.REACT_APP_GITHUB_URL,
  REACT_APP_CLIENT_SITE_URL: process.env.REACT_APP_CLIENT_SITE_URL,
  REACT_APP_CLIENT_SITE_NAME: process.env.REACT_APP_CLIENT_SITE_NAME,
  REACT_APP_CV_FILE: process.env.REACT_APP_CV_FILE,
  REACT_APP_DESIGN_CREDIT: process.env.REACT_APP_DESIGN_CREDIT,
  REACT_APP_ADDRESS_STREET: process.env.REACT_APP_ADDRESS_STREET,
  REACT_APP_ADDRESS_POSTCODE: process.env.REACT_APP_ADDRESS_POSTCODE,
  REACT_APP_ADDRESS_CITY: process.env.REACT_APP_ADDRESS_CITY,
  REACT_APP_ADDRESS_COUNTRY: process.env.REACT_APP_ADDRESS_COUNTRY,
  REACT_APP_PHONE: process.env.REACT_APP_PHONE,
  REACT_APP_VAT_ID: process.env.REACT_APP_VAT_ID,
  REACT_APP_CONTENT_RESPONSIBLE: process.env.REACT_APP_CONTENT_RESPONSIBLE,
  REACT_APP_CONTACT_RETENTION_DAYS: process.env.REACT_APP_CONTACT_RETENTION_DAYS,
  REACT_APP_CHAT_PROVIDER_NAME: process.env.REACT_APP_CHAT_PROVIDER_NAME,
  REACT_APP_HOSTING_PROVIDER: process.env.REACT_APP_HOSTING_PROVIDER,
};

/** The owner's profile as configured in .env at build time. */
export const owner = ownerFromEnv(env);

/** What the privacy notice says about retention and the assistant, from the same .env. */
export const privacy = privacyFromEnv(env);
