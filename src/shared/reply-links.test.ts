import { ownerFromEnv } from './owner';
import { isAllowedLinkTarget, splitReply } from './reply-links';

const owner = ownerFromEnv({
  REACT_APP_OWNER_NAME: 'Charles Bauer',
  REACT_APP_EMAIL: 'hello@charles-tech.example',
  REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/charles-bauer-dev',
  REACT_APP_GITHUB_URL: 'https://github.com/charles-bauer-dev',
  REACT_APP_CLIENT_SITE_URL: 'https://www.physio-am-park.example',
  REACT_APP_CV_FILE: '/cv-charles-bauer.pdf',
  REACT_APP_PHONE: '+49 123 4567890',
});

describe('isAllowedLinkTarget', () => {
  it.each([
    '#contact',
    '#skills',
    '/en',
    '/de/legal',
    '/en/privacy',
    '/de#contact',
    '/cv-charles-bauer.pdf',
    'https://github.com/charles-bauer-dev',
    'https://www.linkedin.com/in/charles-bauer-dev/',
    'https://www.physio-am-park.example',
    'mailto:hello@charles-tech.example',
    'tel:+491234567890',
  ])('allows the site’s own %s', (target) => {
    expect(isAllowedLinkTarget(target, owner)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'https://github.com/someone-else',
    // eslint-disable-next-line no-script-url -- refusing it is the point
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '#nowhere',
    '/fr/legal',
    '/en/admin',
    '/de/legal#contact',
    '//evil.example',
    'mailto:someone@else.example',
    'tel:+4900000',
  ])('refuses %s', (target) => {
    expect(isAllowedLinkTarget(target, owner)).toBe(false);
  });
});

describe('splitReply', () => {
  it('turns marked links to allowed targets into links and keeps the text around them', () => {
    expect(splitReply('Use the [contact form](#contact), please.', owner)).toEqual([
      { kind: 'text', text: 'Use the ' },
      { kind: 'link', text: 'contact form', href: '#contact' },
      { kind: 'text', text: ', please.' },
    ]);
  });

  it('keeps only the label of a link to anywhere else', () => {
    expect(splitReply('See [this page](https://evil.example) now', owner)).toEqual([
      { kind: 'text', text: 'See this page now' },
    ]);
  });

  it("links the owner's addresses where they stand in the text", () => {
    const parts = splitReply(
      'Mail hello@charles-tech.example or see https://github.com/charles-bauer-dev.',
      owner,
    );
    expect(parts.filter((p) => p.kind === 'link')).toEqual([
      {
        kind: 'link',
        text: 'hello@charles-tech.example',
        href: 'mailto:hello@charles-tech.example',
      },
      {
        kind: 'link',
        text: 'https://github.com/charles-bauer-dev',
        href: 'https://github.com/charles-bauer-dev',
      },
    ]);
  });

  it('leaves other URLs and HTML as plain text', () => {
    const text = 'Go to https://evil.example <img src=x onerror=alert(1)>';
    expect(splitReply(text, owner)).toEqual([{ kind: 'text', text }]);
  });
});
