import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { ChatWidget } from './chat-widget';

async function openChat(url: string) {
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />, { url });
  await user.click(
    await screen.findByRole('button', {
      name: /chat with the ai assistant|mit dem ki-assistenten chatten/i,
    }),
  );
  return screen.findByRole('dialog');
}

test('the chat box says it is automated, what happens to messages, and links the privacy notice', async () => {
  const box = await openChat('/en');
  expect(box).toHaveAccessibleDescription(
    /automated assistant.*generated automatically and may be wrong.*not stored/i,
  );
  expect(within(box).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});

test('in German the disclosure links the German privacy notice', async () => {
  const box = await openChat('/de');
  expect(box).toHaveTextContent(/automatisch erzeugt und können falsch sein/);
  expect(within(box).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/de/privacy',
  );
});
