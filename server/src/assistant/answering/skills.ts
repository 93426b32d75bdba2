/** Answers about skills: the list, one technology with its level, a kind of technology. */
import type { Facts, Skill } from '../knowledge/facts';
import { techKey } from '../understanding/vocabulary';
import { ENTITIES } from '../understanding/corpus-data';
import type { Phrases } from './phrases';
import { fill, list, listOr, quote } from './text';

export function skillsList(f: Facts, p: Phrases): string {
  if (!f.skills.length) return fill(p.missing, f);
  const groups = new Map<string, string[]>();
  for (const skill of f.skills)
    groups.set(skill.group, [...(groups.get(skill.group) ?? []), skill.name]);
  const text = [...groups].map(([group, names]) => `${group}: ${list(names, f.lang)}`).join('; ');
  return fill(p.skillsList, f, { groups: text });
}

/** A technology the visitor named: its key and how an answer writes it. */
export interface TechMention {
  key: string;
  display: string;
}

export function skillOf(tech: TechMention, f: Facts): Skill | undefined {
  return f.skills.find((s) => techKey(s.name) === tech.key);
}

export function mentionOf(tech: TechMention, f: Facts): string | undefined {
  const pattern = new RegExp(
    `(^|[^\\p{L}])${tech.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
    'iu',
  );
  return [...f.services.flatMap((g) => g.items), ...f.businessInfo.highlights].find((line) =>
    pattern.test(line),
  );
}

export function skillCheck(techs: TechMention[], f: Facts, p: Phrases): string {
  const missing: string[] = [];
  const sentences = techs.slice(0, 3).flatMap((tech) => {
    const skill = skillOf(tech, f);
    const values = {
      skill: skill?.name ?? tech.display,
      group: quote(skill?.group ?? '', p),
    };
    if (skill?.level === 'using') return fill(p.skillUsing, f, values);
    if (skill?.level === 'learning') return fill(p.skillLearning, f, values);
    if (skill) return fill(p.skillOther, f, values);
    const line = mentionOf(tech, f);
    if (line) return fill(p.skillMentioned, f, { ...values, line: quote(line, p) });
    const project = f.projects.find((pr) => pr.tags.some((tag) => techKey(tag) === tech.key));
    if (project) return fill(p.skillTagged, f, { ...values, project: project.name });
    missing.push(values.skill);
    return [];
  });
  // "C++ or C#?": one sentence for everything the site does not mention.
  if (missing.length) {
    const [one] = missing;
    sentences.push(
      missing.length === 1 && one
        ? fill(p.skillMissing, f, { skill: one })
        : fill(p.skillMissingMany, f, {
            skills: f.lang === 'de' ? list(missing, f.lang) : listOr(missing, f.lang),
          }),
    );
    const using = f.skills.filter((s) => s.level === 'using').map((s) => s.name);
    if (using.length) sentences.push(fill(p.skillListed, f, { using: list(using, f.lang) }));
    sentences.push(fill(p.askDirectly, f));
  }
  return sentences.join(' ');
}

/** "Does he work with databases?": the listed skills of that kind, each with its group. */
export function skillKind(kinds: string[], f: Facts, p: Phrases): string {
  const members = new Set(kinds.flatMap((kind) => ENTITIES.techKinds[kind]?.members ?? []));
  const listed = f.skills.filter((s) => members.has(techKey(s.name)));
  if (!listed.length) {
    const using = f.skills.filter((s) => s.level === 'using').map((s) => s.name);
    return fill(p.kindMissing, f, { using: list(using, f.lang) });
  }
  // "C, Java and SQL (under “Using now”), HTML (under “Learning now”)": each group once.
  const groups = [...new Set(listed.map((s) => s.group))];
  const skills = groups
    .map((group) => {
      const names = listed.filter((s) => s.group === group).map((s) => s.name);
      return `${list(names, f.lang)} (${p.under} ${quote(group, p)})`;
    })
    .join(groups.length > 1 ? '; ' : '');
  return fill(p.kindListed, f, { skills });
}

export function skillLevel(techs: TechMention[], f: Facts, p: Phrases): string {
  return techs
    .slice(0, 3)
    .map((tech) => {
      const skill = skillOf(tech, f);
      if (!skill) return skillCheck([tech], f, p);
      const values = { skill: skill.name, group: quote(skill.group, p) };
      if (skill.level === 'using') return fill(p.levelUsing, f, values);
      if (skill.level === 'learning') return fill(p.levelLearning, f, values);
      return fill(p.levelOther, f, values);
    })
    .join(' ');
}
