export function About() {
  return <section>About</section>;
}
