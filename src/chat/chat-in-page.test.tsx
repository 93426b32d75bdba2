import { screen } from '@testing-library/react';
import { renderAppAt } from '../test/render-app';

test('the English page has the contact form and the chat toggle', async () => {
  await renderAppAt('/en');
  expect(await screen.findByRole('form', { name: 'Get in touch' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chat with the AI assistant' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
