import { owner } from '../lib/owner';

/** The country's name in the page language ('DE' → 'Deutschland' / 'Germany'). */
export function countryName(code: string, lng: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // not an ISO code: shown as configured
  }
}

/** Name, business and postal address from the owner's configuration, one line each. */
export function OwnerAddress({ lng }: { lng: string }) {
  const { street, postcode, city, country } = owner.address;
  const lines = [
    owner.name,
    owner.businessName,
    street,
    [postcode, city].filter(Boolean).join(' '),
    countryName(country, lng),
  ].filter(Boolean);
  return (
    <address className="legal-text__address">
      {lines.map((line, i) => (
        <span key={`${i}-${line}`}>{line}</span>
      ))}
    </address>
  );
}
