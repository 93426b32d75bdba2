export function Header() {
  return <section>Header</section>;
}
