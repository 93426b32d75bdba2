import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '../../../src/shared/languages';
import type { OwnerProfile } from '../../../src/shared/owner';

/** One piece of the site's content: a section of a namespace, as plain lines of text. */
export interface ContentSection {
  lang: Language;
  ns: string;
  section: string;
  lines: string[];
}

/** Namespaces that hold interface wording or legal texts, not facts about the owner. */
const UI_NAMESPACES = new Set(['chat', 'common', 'nav', 'notices', 'meta', 'legal', 'privacy']);
/** Keys whose values are interface wording (labels, button texts, messages). */
const UI_KEY =
  /greeting|readmore|backtotop|^cta|placeholder|success|fail|error|submit|button|aria|label|alt$|dismiss|loading|sending|toggle|close|open|menu|skip|required|consent|honeypot|eyebrow|^(linkedin|github|profiles|cv|visit|kind)$/i;
/** Top-level keys that are headings of a section, not facts. */
const HEADING_KEY = /^(title|heading)$/i;

/** Short, comma-free items read well as "a, b, c"; anything longer gets a line of its own. */
function isShortList(items: string[]): boolean {
  return items.every((item) => item.length <= 25 && !item.includes(','));
}

const jsonValue: z.ZodType<unknown> = z.unknown();

/** i18next interpolations ({{name}}) filled from the owner's facts; Trans tags (<1>) removed. */
function cleanText(text: string, owner: OwnerProfile): string {
  const facts: Record<string, string> = {
    name: owner.name,
    owner: owner.name,
    ownername: owner.name,
    business: owner.businessName,
    businessname: owner.businessName,
    email: owner.email,
    clientsite: owner.clientSiteName,
    clientsitename: owner.clientSiteName,
    year: '2025',
  };
  return text
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => facts[key.toLowerCase()] ?? '')
    .replace(/<\/?[\w-]+[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Flattens any JSON into lines: strings as they are, string arrays joined, a short label
 * directly followed by an array becomes "label: a, b, c". */
function flatten(value: unknown, owner: OwnerProfile, key = ''): string[] {
  if (key && UI_KEY.test(key)) return [];
  if (typeof value === 'string') {
    const text = cleanText(value, owner);
    return text ? [text] : [];
  }
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) {
      const items = value.map((v) => cleanText(v, owner)).filter(Boolean);
      if (!items.length) return [];
      if (isShortList(items)) return [items.join(', ')];
      return items.map((item) => (/[.!?]$/.test(item) ? item : `• ${item}`));
    }
    return value.flatMap((v) => flatten(v, owner));
  }
  if (value && typeof value === 'object') {
    const lines: string[] = [];
    let label: string | undefined;
    for (const [k, v] of Object.entries(value)) {
      const inner = flatten(v, owner, k);
      if (label !== undefined && Array.isArray(v) && inner.length === 1) {
        lines.push(`${label}: ${inner[0]}`);
        label = undefined;
        continue;
      }
      if (label !== undefined) lines.push(label);
      label = undefined;
      const first = inner[0];
      if (inner.length === 1 && first && first.length <= 40 && !/[.!?:]$/.test(first)) {
        label = first;
      } else {
        lines.push(...inner);
      }
    }
    if (label !== undefined) lines.push(label);
    return lines;
  }
  return [];
}

function readNamespaces(dir: string): Map<string, unknown> {
  const namespaces = new Map<string, unknown>();
  if (!fs.existsSync(dir)) return namespaces;
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    // "skills.json" in src/locales, "skills.06e6625fec.json" in build/locales.
    const ns = file.split('.')[0] ?? '';
    if (!ns || UI_NAMESPACES.has(ns)) continue;
    try {
      namespaces.set(
        ns,
        jsonValue.parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
      );
    } catch {
      // A half-written translation file must not take the assistant down.
    }
  }
  return namespaces;
}

/** The site's own content in both languages, generically flattened per namespace and section. */
export function loadSiteContent(localesDir: string, owner: OwnerProfile): ContentSection[] {
  const sections: ContentSection[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    for (const [ns, json] of readNamespaces(path.join(localesDir, lang))) {
      if (json && typeof json === 'object' && !Array.isArray(json)) {
        const loose: string[] = [];
        const keyed: ContentSection[] = [];
        for (const [key, value] of Object.entries(json)) {
          if (typeof value === 'string' && HEADING_KEY.test(key)) continue;
          const lines = flatten(value, owner, key);
          if (typeof value === 'string' || Array.isArray(value)) loose.push(...lines);
          else if (lines.length) keyed.push({ lang, ns, section: key, lines });
        }
        if (loose.length) sections.push({ lang, ns, section: '', lines: loose });
        sections.push(...keyed);
      } else {
        const lines = flatten(json, owner);
        if (lines.length) sections.push({ lang, ns, section: '', lines });
      }
    }
  }
  return sections;
}
