export function Footer() {
  return <section>Footer</section>;
}
