export function Skills() {
  return <section>Skills</section>;
}
