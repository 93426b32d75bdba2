#!/usr/bin/env node
// Writes the downloadable CV in each language (public/cv-de.pdf, public/cv-en.pdf for the default
// REACT_APP_CV_FILE=/cv-{lng}.pdf) with pdf-lib: the owner's facts from .env and the texts the
// site shows from src/locales, so the CV says what the pages say. Runs before `npm start` and
// `react-scripts build`; a REACT_APP_CV_FILE of your own (your real CV) is left alone. Run with
// tsx loaded (`node --import tsx`): the languages are src/shared's TypeScript list.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { SUPPORTED_LANGUAGES } from '../src/shared/languages.ts';
import { loadEnv, PLACEHOLDER_SITE_URL, root } from './env.mjs';

export const GENERATED_CV = '/cv-{lng}.pdf';

const A4 = [595.28, 841.89];
const MARGIN = 50;
const TEXT = rgb(0.078, 0.086, 0.122); // --color-text
const MUTED = rgb(0.29, 0.314, 0.388); // --color-text-muted
const ACCENT = rgb(0.263, 0.22, 0.792); // --color-accent

function readLocales(lng) {
  const dir = path.join(root, 'src/locales', lng);
  const read = (ns) => JSON.parse(fs.readFileSync(path.join(dir, `${ns}.json`), 'utf8'));
  return Object.fromEntries(
    ['hero', 'about', 'charlesTech', 'skills', 'portfolio', 'footer'].map((ns) => [ns, read(ns)]),
  );
}

const stripScheme = (url) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/** i18next's {{name}} placeholders, filled from the owner's facts. */
function interpolate(text, values) {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) => values[key] ?? '');
}

/** A small flowing layout on A4 pages: wrapped paragraphs, bullets, headings, new pages. */
class Layout {
  constructor(doc, fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.left = MARGIN;
    this.width = A4[0] - 2 * MARGIN;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Text the standard fonts can encode (WinAnsi): anything else becomes its nearest ASCII. */
  encodable(text, font) {
    const known = new Set(font.getCharacterSet());
    return [...text]
      .map((ch) => (known.has(ch.codePointAt(0)) ? ch : ({ '→': '->', '✓': '-' }[ch] ?? '?')))
      .join('');
  }

  lines(text, font, size, width) {
    const words = this.encodable(text, font).split(/\s+/).filter(Boolean);
    const lines = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  ensure(height) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(text, { font = this.fonts.regular, size = 9.5, color = TEXT, indent = 0, gap = 4 } = {}) {
    const leading = size * 1.38;
    for (const line of this.lines(text, font, size, this.width - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: this.left + indent,
        y: this.y + size * 0.3,
        size,
        font,
        color,
      });
    }
    this.y -= gap;
  }

  bullets(items) {
    for (const item of items) {
      this.ensure(13);
      this.page.drawText('•', {
        x: this.left + 4,
        y: this.y - 13 + 3,
        size: 10,
        font: this.fonts.regular,
        color: ACCENT,
      });
      this.text(item, { indent: 16, gap: 1 });
    }
    this.y -= 4;
  }

  heading(text, { rule = true } = {}) {
    this.ensure(44);
    this.y -= rule ? 10 : 4;
    this.text(text, { font: this.fonts.bold, size: rule ? 12 : 10.5, color: ACCENT, gap: 2 });
    if (rule) {
      this.page.drawLine({
        start: { x: this.left, y: this.y + 1 },
        end: { x: this.left + this.width, y: this.y + 1 },
        thickness: 0.6,
        color: rgb(0.867, 0.882, 0.918), // --color-border
      });
    }
    this.y -= 5;
  }

  /** Side by side: each function draws one column; the layout goes on below the longer one. */
  columns(draws, { gutter = 20, height = 180 } = {}) {
    this.ensure(height);
    const { left, width, y: top } = this;
    const columnWidth = (width - gutter * (draws.length - 1)) / draws.length;
    let bottom = top;
    draws.forEach((draw, index) => {
      this.left = left + index * (columnWidth + gutter);
      this.width = columnWidth;
      this.y = top;
      draw();
      bottom = Math.min(bottom, this.y);
    });
    Object.assign(this, { left, width, y: bottom });
  }
}

/** The CV of one language as PDF bytes. */
export async function renderCv({ lng, owner, siteUrl, texts }) {
  const { hero, about, charlesTech, skills, portfolio } = texts;
  const values = { name: owner.name, business: owner.businessName };
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${owner.name} – ${hero.title}`);
  doc.setAuthor(owner.name);
  doc.setSubject(interpolate(hero.intro, values));
  doc.setLanguage(lng);
  doc.setCreator('scripts/make-cv.mjs');
  doc.setProducer('pdf-lib');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const layout = new Layout(doc, fonts);

  layout.text(owner.name, { font: fonts.bold, size: 24, gap: 2 });
  layout.text(hero.title, { font: fonts.bold, size: 13, color: ACCENT, gap: 2 });
  layout.text(hero.location, { size: 9.5, color: MUTED, gap: 2 });
  const contact = [
    owner.email,
    owner.phone,
    stripScheme(`${siteUrl}/${lng}`),
    stripScheme(owner.linkedinUrl),
    stripScheme(owner.githubUrl),
  ].filter(Boolean);
  layout.text(contact.join('  ·  '), { size: 9.5, color: MUTED, gap: 6 });

  layout.heading(about.title);
  for (const paragraph of about.intro) layout.text(interpolate(paragraph, values), { gap: 6 });

  layout.heading(charlesTech.eyebrow);
  layout.text(owner.businessName, { font: fonts.bold, gap: 2 });
  layout.text(interpolate(charlesTech.text, values), { gap: 4 });
  layout.text(charlesTech.highlights.map((item) => interpolate(item, values)).join('  ·  '), {
    color: ACCENT,
  });

  layout.heading(`${about.development.title} · ${about.maintenance.title}`);
  layout.columns(
    [about.development, about.maintenance].map((service) => () => {
      layout.heading(service.lead, { rule: false });
      layout.bullets(service.items);
    }),
  );

  layout.heading(skills.title);
  for (const group of Object.values(skills.groups)) {
    layout.text(`${group.title}: ${group.items.join(', ')}`, { gap: 3 });
  }

  if (owner.clientSiteName) {
    layout.heading(portfolio.title);
    const site = owner.clientSiteUrl ? ` – ${stripScheme(owner.clientSiteUrl)}` : '';
    layout.text(`${portfolio.project.kind}: ${owner.clientSiteName}${site}`, {
      font: fonts.bold,
      gap: 2,
    });
    layout.text(portfolio.project.description, { gap: 3 });
    layout.text(portfolio.project.tags.join(' · '), { size: 9.5, color: MUTED });
  }
  return doc.save({ useObjectStreams: true });
}

/** Writes public/<file> for each language; returns the files written (none for your own CV). */
export async function writeCvs(env = loadEnv(), publicDir = path.join(root, 'public')) {
  const template = (env.REACT_APP_CV_FILE ?? '').trim();
  if (template !== GENERATED_CV) return [];
  // The shared owner profile is TypeScript; these are the few facts the CV prints.
  const owner = {
    name: env.REACT_APP_OWNER_NAME ?? '',
    businessName: env.REACT_APP_BUSINESS_NAME ?? '',
    email: env.REACT_APP_EMAIL ?? '',
    phone: env.REACT_APP_PHONE ?? '',
    linkedinUrl: env.REACT_APP_LINKEDIN_URL ?? '',
    githubUrl: env.REACT_APP_GITHUB_URL ?? '',
    clientSiteName: env.REACT_APP_CLIENT_SITE_NAME ?? '',
    clientSiteUrl: env.REACT_APP_CLIENT_SITE_URL ?? '',
  };
  const siteUrl = (env.SITE_URL || PLACEHOLDER_SITE_URL).replace(/\/+$/, '');
  const written = [];
  for (const lng of SUPPORTED_LANGUAGES) {
    const bytes = await renderCv({ lng, owner, siteUrl, texts: readLocales(lng) });
    const file = path.join(publicDir, template.split('{lng}').join(lng));
    fs.writeFileSync(file, bytes);
    written.push(path.relative(root, file));
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeCvs().then(
    (written) =>
      console.log(
        written.length
          ? `make-cv: ${written.join(', ')}`
          : 'make-cv: REACT_APP_CV_FILE names your own CV: nothing generated',
      ),
    (error) => {
      console.error(`make-cv: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
