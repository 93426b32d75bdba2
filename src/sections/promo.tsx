export function Promo() {
  return <section>Promo</section>;
}
