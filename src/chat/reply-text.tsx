import { useInRouterContext } from 'react-router';
import { RouteLink } from '../routing/route-link';
import type { SitePage } from '../shared/site-pages';
import { useSitePage } from '../routing/use-site-page';
import { owner } from '../lib/owner';
import { usePageLanguage } from '../lib/use-page-language';
import { ExternalLink } from '../sections/external-link';
import type { Language } from '../shared/languages';
import { isLanguagePath, splitReply } from '../shared/reply-links';

interface ReplyTextProps {
  text: string;
}

interface ReplyPartsProps extends ReplyTextProps {
  lng: Language;
  page: SitePage;
  routed: boolean;
}

/** The reply's parts; a link to the site moves inside the app where a router is present. */
function ReplyParts({ text, lng, page, routed }: ReplyPartsProps) {
  return (
    <>
      {splitReply(text, owner).map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (/^https?:\/\//.test(part.href)) {
          return (
            <ExternalLink key={index} href={part.href}>
              {part.text}
            </ExternalLink>
          );
        }
        // A section of the home page: an anchor there, the home page's anchor elsewhere.
        const href = part.href.startsWith('#') && page !== '' ? `/${lng}${part.href}` : part.href;
        if (routed && isLanguagePath(href)) {
          return (
            <RouteLink key={index} to={href}>
              {part.text}
            </RouteLink>
          );
        }
        // The CV is saved, as from the hero: opened in place it would end the conversation.
        const isCv = Object.values(owner.cvFiles).includes(href);
        return (
          <a key={index} href={href} download={isCv || undefined}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

function RoutedReplyText({ text }: ReplyTextProps) {
  const { lng, page } = useSitePage();
  return <ReplyParts text={text} lng={lng} page={page} routed />;
}

function PlainReplyText({ text }: ReplyTextProps) {
  return <ReplyParts text={text} lng={usePageLanguage()} page="" routed={false} />;
}

/**
 * An assistant reply with its links live: the home page's sections, the site's pages, the
 * CV and the owner's own addresses (src/shared/reply-links.ts decides which). Everything
 * else stays text, rendered as text: a reply never becomes HTML.
 */
export function ReplyText({ text }: ReplyTextProps) {
  return useInRouterContext() ? <RoutedReplyText text={text} /> : <PlainReplyText text={text} />;
}
