export function ContactSection() {
  return <section id="contact">Contact</section>;
}
