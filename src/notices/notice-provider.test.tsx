import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import type { Notice } from './notice-context';
import { useNotify } from './use-notify';

function Trigger({ notice, label }: { notice: Notice; label: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notice)}>
      {label}
    </button>
  );
}

function renderTriggers(url = '/en') {
  return renderWithI18n(
    <>
      <Trigger label="first" notice={{ text: 'Saved.', tone: 'success' }} />
      <Trigger label="second" notice={{ text: 'Broken.', tone: 'error' }} />
    </>,
    { url },
  );
}

test('a notice is announced as an alert inside the labelled notifications region', async () => {
  const user = userEvent.setup();
  renderTriggers();
  await user.click(await screen.findByRole('button', { name: 'first' }));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Saved.');
  expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(alert);
});

test('the dismiss button removes the notice', async () => {
  const user = userEvent.setup();
  renderTriggers();
  await user.click(await screen.findByRole('button', { name: 'first' }));

  await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('dismissing returns focus to where it was when the notice appeared', async () => {
  const user = userEvent.setup();
  renderTriggers();
  const trigger = await screen.findByRole('button', { name: 'first' });
  await user.click(trigger);

  await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));

  expect(trigger).toHaveFocus();
});

test('a new notice replaces the one shown', async () => {
  const user = userEvent.setup();
  renderTriggers();
  await user.click(await screen.findByRole('button', { name: 'first' }));
  await user.click(screen.getByRole('button', { name: 'second' }));

  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent('Broken.');
});

test('a notice stays until it is dismissed, with no time limit', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTriggers();
    await user.click(await screen.findByRole('button', { name: 'first' }));

    act(() => jest.advanceTimersByTime(10 * 60 * 1000));

    expect(screen.getByRole('alert')).toHaveTextContent('Saved.');
  } finally {
    jest.useRealTimers();
  }
});

test('the dismiss button and the region are named in German on the German page', async () => {
  const user = userEvent.setup();
  renderTriggers('/de');
  await user.click(await screen.findByRole('button', { name: 'first' }));

  expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
});

test("a notice in the site's own words follows the visitor into the other language", async () => {
  const user = userEvent.setup();
  const { i18n } = renderWithI18n(
    <Trigger label="fail" notice={{ tone: 'error', ns: 'contact', key: 'fail' }} />,
    { url: '/en' },
  );
  await user.click(await screen.findByRole('button', { name: 'fail' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');

  await act(() => i18n.changeLanguage('de'));

  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    ),
  );
});

test('a text from elsewhere is shown as it came, whatever the language', async () => {
  const user = userEvent.setup();
  const { i18n } = renderWithI18n(
    <Trigger label="server" notice={{ tone: 'success', text: 'Thanks, got it.' }} />,
  );
  await user.click(await screen.findByRole('button', { name: 'server' }));
  await act(() => i18n.changeLanguage('de'));
  expect(screen.getByRole('alert')).toHaveTextContent('Thanks, got it.');
});
