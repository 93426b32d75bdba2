import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from '../scripts/chromium-flags.json';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);
// Debian's Chromium in a container: the flags Lighthouse uses too (scripts/lighthouse.mjs).
const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: chromiumFlags,
};

/**
 * Real Chromium (Debian's, never a downloaded one) against the production build
 * and server that global-setup starts, with an in-process SMTP mailbox.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../e2e-results/artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI one more try: the machine is shared, and a test that passes only on its second try
  // is listed as flaky in the report (and in CI's log) rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous: on a 2-core machine a page load alone takes 2-3 s, and axe takes longer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../e2e-results/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      // docs/deploy.md's nginx and Caddy recipes in front of the same server: HTTP checks and
      // one page without JavaScript each (e2e/deploy-recipes.spec.ts), once, at desktop size.
      name: 'recipes',
      testMatch: 'deploy-recipes.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      name: 'phone',
      testIgnore: 'deploy-recipes.spec.ts',
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        launchOptions,
      },
    },
    {
      name: 'desktop',
      // What no viewport changes (routes and redirects, the prerendered HTML, the form's
      // validation rules and what each server answer shows, the chat's rules, the legal pages'
      // content, HTTP methods, and the tests tagged @once: what the assistant answers, the
      // form before hydration and without JavaScript, when notices end, the skip link's and the
      // chat's focus, live regions) runs once, at phone size; layout, header, the chat box and
      // its handoff, a real contact submission, theme and axe run at both sizes.
      grepInvert: /@once/,
      testIgnore: [
        'deploy-recipes.spec.ts',
        'routing.spec.ts',
        'prerender.spec.ts',
        'contact-validation.spec.ts',
        'contact-outcomes.spec.ts',
        'chat-rules.spec.ts',
        'legal.spec.ts',
        'methods.spec.ts',
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
  ],
});
