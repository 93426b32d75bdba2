import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, jsonResponse } from '../test/fake-api';
import { renderWithI18n } from '../test/render-with-i18n';
import { ChatWidget } from './chat-widget';

async function askWithReply(reply: string, question = 'Where can I find out more?') {
  fakeApi(() => jsonResponse({ reply }));
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />, { url: '/en' });
  await user.click(await screen.findByRole('button', { name: /chat with the ai assistant/i }));
  await user.type(
    await screen.findByRole('textbox', { name: /your message/i }),
    `${question}{Enter}`,
  );
  const log = screen.getByRole('log');
  await within(log).findByText(/Assistant:/);
  return log;
}

test('a reply shows page anchors, the CV and the owner’s profiles as real links', async () => {
  const log = await askWithReply(
    'Use the [contact form](#contact), get the [CV](/cv-en.pdf) or see https://github.com/charles-bauer-dev',
  );
  expect(await within(log).findByRole('link', { name: 'contact form' })).toHaveAttribute(
    'href',
    '#contact',
  );
  expect(within(log).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv-en.pdf');
  const github = within(log).getByRole('link', { name: /github\.com\/charles-bauer-dev/ });
  expect(github).toHaveAttribute('href', 'https://github.com/charles-bauer-dev');
  expect(github).toHaveAttribute('target', '_blank');
  expect(github).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a link to anywhere else shows only its label, and HTML in a reply stays text', async () => {
  const log = await askWithReply(
    'Click [here](https://evil.example) <img src=x onerror="alert(1)">',
  );
  await within(log).findByText(/Click here/);
  expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  expect(within(log).queryByRole('img')).not.toBeInTheDocument();
  expect(log).toHaveTextContent('<img src=x onerror="alert(1)">');
});

test("the visitor's own message never becomes a link", async () => {
  const log = await askWithReply(
    'Thanks for asking.',
    'Is [this](#contact) https://github.com/charles-bauer-dev his?',
  );
  await within(log).findByText('Thanks for asking.');
  expect(within(log).queryByRole('link')).not.toBeInTheDocument();
});

test('the CV in a reply is saved, as from the hero: the page and the conversation stay', async () => {
  const log = await askWithReply('Charles’s CV is a PDF: [Download CV](/cv-en.pdf).');
  const cv = await within(log).findByRole('link', { name: 'Download CV' });
  expect(cv).toHaveAttribute('download');
  await userEvent.setup().click(cv);
  expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
});

test('a link in a reply to a section closes the box, which would cover it; the conversation stays', async () => {
  const log = await askWithReply('Describe your project in the [contact form](#contact).');
  const user = userEvent.setup();
  await user.click(await within(log).findByRole('link', { name: 'contact form' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: /chat with the ai assistant/i });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  const box = screen.getByRole('dialog', { name: 'AI Assistant' });
  expect(within(box).getByText(/Describe your project in the/)).toBeInTheDocument();
});

test('a link in a reply to another site or a modified click leaves the box open', async () => {
  const log = await askWithReply(
    'See https://github.com/charles-bauer-dev or the [contact form](#contact).',
  );
  const user = userEvent.setup();
  await user.click(await within(log).findByRole('link', { name: /github\.com/ }));
  expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
  await user.keyboard('{Control>}');
  await user.click(within(log).getByRole('link', { name: 'contact form' }));
  await user.keyboard('{/Control}');
  expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
});
