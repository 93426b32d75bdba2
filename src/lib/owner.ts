import { ownerFromEnv } from '../shared/owner';

/** The owner's profile as configured in .env at build time. */
export const owner = ownerFromEnv({
  REACT_APP_OWNER_NAME: process.env.REACT_APP_OWNER_NAME,
  REACT_APP_BUSINESS_NAME: process.env.REACT_APP_BUSINESS_NAME,
  REACT_APP_EMAIL: process.env.REACT_APP_EMAIL,
  REACT_APP_LINKEDIN_URL: process.env.REACT_APP_LINKEDIN_URL,
  REACT_APP_GITHUB_URL: process.env.REACT_APP_GITHUB_URL,
  REACT_APP_CLIENT_SITE_URL: process.env.REACT_APP_CLIENT_SITE_URL,
  REACT_APP_CLIENT_SITE_NAME: process.env.REACT_APP_CLIENT_SITE_NAME,
  REACT_APP_CV_FILE: process.env.REACT_APP_CV_FILE,
  REACT_APP_DESIGN_CREDIT: process.env.REACT_APP_DESIGN_CREDIT,
});
