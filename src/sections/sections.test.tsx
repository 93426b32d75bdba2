import { screen, within } from '@testing-library/react';
import { renderAppAt } from '../test/render-app';

const EN = {
  linkedin: 'https://www.linkedin.com/in/charles-bauer-dev',
  github: 'https://github.com/charles-bauer-dev',
  cv: '/cv-en.pdf',
  clientSite: 'https://www.physio-am-park.example',
};

function itemsOfList(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

function expectExternal(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test('the sections carry the anchors about, skills, portfolio and contact, in order', async () => {
  await renderAppAt('/en');
  const about = await screen.findByRole('region', { name: 'About me' });
  const skills = screen.getByRole('region', { name: 'Skills' });
  const portfolio = screen.getByRole('region', { name: 'PROJECTS' });
  expect(about).toHaveAttribute('id', 'about');
  expect(skills).toHaveAttribute('id', 'skills');
  expect(portfolio).toHaveAttribute('id', 'portfolio');
  expect(about.compareDocumentPosition(skills)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(skills.compareDocumentPosition(portfolio)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
});

describe('hero', () => {
  test('greets with the owner name and the title Information Engineer', async () => {
    await renderAppAt('/en');
    expect(screen.getByRole('heading', { level: 1, name: 'Charles Bauer' })).toBeInTheDocument();
    expect(screen.getByText("Hi, I'm")).toBeInTheDocument();
    expect(screen.getByText('Information Engineer', { selector: '.hero__title' })).toBeVisible();
  });

  test('links to LinkedIn and GitHub in a new tab, and says so to screen readers', async () => {
    await renderAppAt('/en');
    const profiles = screen.getByRole('list', { name: 'Profiles' });
    expectExternal(
      within(profiles).getByRole('link', {
        name: 'Charles Bauer on LinkedIn (opens in a new tab)',
      }),
      EN.linkedin,
    );
    expectExternal(
      within(profiles).getByRole('link', { name: 'Charles Bauer on GitHub (opens in a new tab)' }),
      EN.github,
    );
  });

  test('offers the CV as a download', async () => {
    await renderAppAt('/en');
    const [heroCv] = screen.getAllByRole('link', { name: 'Download CV' });
    expect(heroCv).toHaveAttribute('href', EN.cv);
    expect(heroCv).toHaveAttribute('download');
  });

  test('offers the German CV on the German page', async () => {
    await renderAppAt('/de');
    const links = await screen.findAllByRole('link', { name: 'Lebenslauf herunterladen' });
    for (const link of links) expect(link).toHaveAttribute('href', '/cv-de.pdf');
    expect(links.length).toBe(2);
  });
});

test('the promo block names the business and READ MORE opens the professional profile', async () => {
  await renderAppAt('/en');
  const promo = screen.getByRole('region', { name: /Tech that simply works/ });
  expect(within(promo).getByText(/With Charles Tech, I help/)).toBeInTheDocument();
  expectExternal(within(promo).getByRole('link', { name: /^READ MORE/ }), EN.linkedin);
});

test('About shows the intro and two service columns, development and maintenance', async () => {
  await renderAppAt('/en');
  const about = await screen.findByRole('region', { name: 'About me' });
  expect(
    within(about).getByText(/freelance software developer and Information Engineering/),
  ).toBeInTheDocument();
  const development = within(about).getByRole('article', { name: 'Development' });
  const maintenance = within(about).getByRole('article', { name: 'Maintenance' });
  expect(within(development).getAllByRole('listitem').length).toBeGreaterThan(2);
  expect(within(maintenance).getAllByRole('listitem').length).toBeGreaterThan(2);
});

test('Skills lists exactly the three groups of the spec in English', async () => {
  await renderAppAt('/en');
  await screen.findByRole('region', { name: 'Skills' });
  expect(itemsOfList('Using now')).toEqual(['C', 'Java', 'JavaScript', 'React', 'Git', 'SQL']);
  expect(itemsOfList('Learning now')).toEqual(['HTML', 'GCP']);
  expect(itemsOfList('Other skills')).toEqual(['German', 'AWS']);
});

test('Skills lists the same groups in German, with "Deutsch"', async () => {
  await renderAppAt('/de');
  await screen.findByRole('region', { name: 'Skills' });
  expect(itemsOfList('Aktuell im Einsatz')).toEqual([
    'C',
    'Java',
    'JavaScript',
    'React',
    'Git',
    'SQL',
  ]);
  expect(itemsOfList('Lerne ich gerade')).toEqual(['HTML', 'GCP']);
  expect(itemsOfList('Weitere Kenntnisse')).toEqual(['Deutsch', 'AWS']);
});

describe('portfolio', () => {
  test('is titled PROJECTS and ends with "And many more to come!"', async () => {
    await renderAppAt('/en');
    const portfolio = await screen.findByRole('region', { name: 'PROJECTS' });
    expect(within(portfolio).getByRole('heading', { level: 2 })).toHaveTextContent('PROJECTS');
    expect(within(portfolio).getByText('And many more to come!')).toBeInTheDocument();
  });

  test('its card links to the client website in a new tab without opener or referrer', async () => {
    await renderAppAt('/en');
    const card = await screen.findByRole('article', { name: 'Physio am Park' });
    expectExternal(within(card).getByRole('link', { name: /Visit website/ }), EN.clientSite);
  });
});

describe('footer', () => {
  test('has BACK TO TOP, GitHub, LinkedIn and the CV download', async () => {
    await renderAppAt('/en');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'BACK TO TOP' })).toHaveAttribute(
      'href',
      '#top',
    );
    expectExternal(within(footer).getByRole('link', { name: /^GitHub/ }), EN.github);
    expectExternal(within(footer).getByRole('link', { name: /^LinkedIn/ }), EN.linkedin);
    const cv = within(footer).getByRole('link', { name: 'Download CV' });
    expect(cv).toHaveAttribute('href', EN.cv);
    expect(cv).toHaveAttribute('download');
  });

  test('shows the design credit and the 2025 copyright line', async () => {
    await renderAppAt('/en');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Design by Lena Hoffmann')).toBeInTheDocument();
    expect(
      within(footer).getByText('© 2025 Charles Bauer. All rights reserved.'),
    ).toBeInTheDocument();
  });

  test('shows the copyright line in German', async () => {
    await renderAppAt('/de');
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText('© 2025 Charles Bauer. Alle Rechte vorbehalten.'),
    ).toBeInTheDocument();
  });
});
