import { Component, type ReactNode } from 'react';

interface ChatBoundaryProps {
  children: ReactNode;
  onError: () => void;
}

/** If the chat chunk cannot load (offline, new deploy), the page stays usable without it. */
export class ChatBoundary extends Component<ChatBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The chat could not be loaded', error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
