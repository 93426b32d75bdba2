import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../test/render-with-i18n';
import { ContactSection } from './contact-section';

test('the form says in one line how the details are used and links the privacy notice', async () => {
  renderWithI18n(<ContactSection />, { url: '/en' });
  const form = await screen.findByRole('form', { name: 'Get in touch' });
  const line = within(form).getByText(/only to answer your enquiry/);
  expect(within(line).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});

test('in German the line links the German privacy notice', async () => {
  renderWithI18n(<ContactSection />, { url: '/de' });
  const link = await screen.findByRole('link', { name: 'Datenschutzerklärung' });
  expect(link).toHaveAttribute('href', '/de/privacy');
});

test('the phone field stays a required text field', async () => {
  renderWithI18n(<ContactSection />, { url: '/en' });
  const phone = await screen.findByRole('textbox', { name: 'Phone' });
  expect(phone).toHaveAttribute('type', 'text');
  expect(phone).toBeRequired();
  expect(phone).toHaveAttribute('placeholder', 'Your phone number *');
});
