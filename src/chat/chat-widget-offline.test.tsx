import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { ChatWidget } from './chat-widget';
import { importChatBox } from './import-chat-box';

jest.mock('./import-chat-box', () => {
  const actual: typeof import('./import-chat-box') = jest.requireActual('./import-chat-box');
  return { ...actual, importChatBox: jest.fn(actual.importChatBox) };
});

test('if the chat chunk cannot load, the box stays closed, the page usable, and the next press tries again', async () => {
  const load = importChatBox as jest.MockedFunction<typeof importChatBox>;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Offline: the hover and press preloads and the click's own load all fail.
  load.mockRejectedValue(new Error('ChunkLoadError'));
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />, { url: '/en' });
  const toggle = await screen.findByRole('button', { name: /chat with the ai assistant/i });

  await user.click(toggle);
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith('The chat could not be loaded', expect.any(Error)),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Back online.
  load.mockImplementation(jest.requireActual('./import-chat-box').importChatBox);
  await user.click(toggle);
  expect(await screen.findByRole('dialog', { name: 'AI Assistant' })).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  error.mockRestore();
});
