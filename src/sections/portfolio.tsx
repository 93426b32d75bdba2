export function Portfolio() {
  return <section>Portfolio</section>;
}
