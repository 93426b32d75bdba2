export function ChatWidget() {
  return null;
}
