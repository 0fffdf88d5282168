import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACTIVE_AGENT_SLUGS,
  DEFAULT_AGENT_SLUG,
  PRACTICE_AGENT_SLUG,
  RETIRED_AGENT_SLUGS,
  SIMULATOR_PERSONAS,
} from '../../shared/agent-slugs';
import { AGENT_CATALOGUE } from './agents-data';
import { SIMULATOR_CATALOGUE } from './simulators-data';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;
const PUBLIC_DIR = join(import.meta.dir, '../../client/public');

const active = AGENT_CATALOGUE.filter((a) => !a.removed);
const removed = AGENT_CATALOGUE.filter((a) => a.removed);
const bySlug = (slug: string) => AGENT_CATALOGUE.find((a) => a.slug === slug);

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('AGENT_CATALOGUE', () => {
  test('12 active and 3 removed agents, slugs match the shared slug lists in order', () => {
    expect(active).toHaveLength(12);
    expect(removed).toHaveLength(3);
    expect(active.map((a) => a.slug)).toEqual([...ACTIVE_AGENT_SLUGS]);
    expect(removed.map((a) => a.slug)).toEqual([...RETIRED_AGENT_SLUGS]);
  });

  test('names are exact (SPEC §3)', () => {
    expect(active.map((a) => a.name)).toEqual([
      'Chat Advisor',
      'Relationship Repair Advisor',
      'Love Signals Detector',
      'Date Success Coach',
      'Message Decoder',
      'Conversation Topics Generator',
      'Opening Lines Helper',
      'Perfect Response Composer',
      'Comfort Messages Generator',
      'Interviewee Questions Generator',
      'Interviewer Questions Generator',
      'Questions To Ask in an Interview Generator',
    ]);
    expect(removed.map((a) => a.name)).toEqual(['Browser Extension Agent', 'RedNote', 'Practice Agent']);
  });

  test('retired agents carry the right aliases', () => {
    expect(bySlug('browser-extension-agent')?.alias).toBe('Chat Advisor');
    expect(bySlug('rednote')?.alias).toBeNull();
    const practice = bySlug(PRACTICE_AGENT_SLUG);
    expect(practice?.name).toBe('Practice Agent');
    expect(practice?.alias).toBe('Chat Advisor');
    expect(practice?.removed).toBe(true);
    for (const a of active) expect(a.alias).toBeNull();
  });

  test('exactly one default, and it is the chat advisor', () => {
    const defaults = AGENT_CATALOGUE.filter((a) => a.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.slug).toBe(DEFAULT_AGENT_SLUG);
    expect(defaults[0]?.slug).toBe('chat-advisor');
    expect(defaults[0]?.removed).toBe(false);
  });

  test('ids are unique, valid UUID v4s; slugs and sort orders are unique', () => {
    const ids = AGENT_CATALOGUE.map((a) => a.id);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(AGENT_CATALOGUE.map((a) => a.slug)).size).toBe(AGENT_CATALOGUE.length);
    expect(new Set(AGENT_CATALOGUE.map((a) => a.sortOrder)).size).toBe(AGENT_CATALOGUE.length);
    // Active agents come first, in catalogue order.
    const sorted = [...AGENT_CATALOGUE].sort((x, y) => x.sortOrder - y.sortOrder);
    expect(sorted.map((a) => a.slug)).toEqual([...ACTIVE_AGENT_SLUGS, ...RETIRED_AGENT_SLUGS]);
  });

  test('colours are hex, unique per agent, and meet WCAG AA contrast (≥ 4.5:1)', () => {
    for (const a of AGENT_CATALOGUE) {
      expect(a.imageBgColor).toMatch(HEX);
      expect(a.imageTextColor).toMatch(HEX);
      const ratio = contrast(a.imageBgColor, a.imageTextColor);
      if (ratio < 4.5) throw new Error(`${a.slug}: contrast ${ratio.toFixed(2)} < 4.5`);
    }
    const bgs = AGENT_CATALOGUE.map((a) => a.imageBgColor.toUpperCase());
    expect(new Set(bgs).size).toBe(bgs.length);
    const pairs = AGENT_CATALOGUE.map((a) => `${a.imageBgColor}/${a.imageTextColor}`.toUpperCase());
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  test('the WCAG contrast helper matches known values', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  test('capabilities: active agents have text and image; exactly the four simulator agents have simulator', () => {
    for (const a of active) {
      expect(a.capabilities).toContain('text');
      expect(a.capabilities).toContain('image');
    }
    const simulatorSlugs: string[] = AGENT_CATALOGUE.filter((a) => a.capabilities?.includes('simulator')).map(
      (a) => a.slug,
    );
    expect(simulatorSlugs.sort()).toEqual(Object.keys(SIMULATOR_PERSONAS).sort());
    expect(simulatorSlugs.sort()).toEqual(
      ['date-success-coach', 'love-signals-detector', 'opening-lines-helper', 'relationship-repair-advisor'].sort(),
    );
  });

  test('simulator agents carry a simulator name and the exact persona label; others carry none', () => {
    const expectedNames: Record<string, string> = {
      'relationship-repair-advisor': 'Your Ex',
      'love-signals-detector': 'Your Crush',
      'date-success-coach': 'Your Date',
      'opening-lines-helper': 'Your New Match',
    };
    for (const a of AGENT_CATALOGUE) {
      const persona = SIMULATOR_PERSONAS[a.slug as keyof typeof SIMULATOR_PERSONAS];
      if (persona) {
        expect(a.simulatorDescription).toBe(persona);
        expect(a.simulatorName).toBe(expectedNames[a.slug] ?? '');
      } else {
        expect(a.simulatorName).toBeNull();
        expect(a.simulatorDescription).toBeNull();
      }
    }
  });

  test('descriptions and guides are real copy', () => {
    for (const a of AGENT_CATALOGUE) {
      expect(a.description.trim().length).toBeGreaterThan(40);
      expect(a.guide.length).toBeGreaterThanOrEqual(2);
      expect(a.guide.length).toBeLessThanOrEqual(4);
      const styles = new Set(a.guide.map((s) => s.style));
      expect(styles.has('normal')).toBe(true);
      expect(styles.has('bold')).toBe(true);
      for (const s of a.guide) expect(s.text.length).toBeGreaterThan(0);
    }
  });

  test('every agent has a safe 256×256 avatar SVG using its colours', () => {
    for (const a of AGENT_CATALOGUE) {
      const file = join(PUBLIC_DIR, 'agents', `${a.slug}.svg`);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8').trim();
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('viewBox="0 0 256 256"');
      expect(svg.toLowerCase()).not.toContain('<script');
      expect(svg).not.toMatch(/href\s*=\s*["']?https?:/i);
      expect(svg).not.toMatch(/\son\w+\s*=/i);
      expect(svg).toContain(a.imageBgColor);
      expect(svg).toContain(a.imageTextColor);
      if (svg.includes('<text')) expect(svg).toContain('font-family="system-ui, sans-serif"');
    }
  });

  test('the favicon is a safe SVG', () => {
    const svg = readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8').trim();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
    expect(svg.toLowerCase()).not.toContain('<script');
    expect(svg).not.toMatch(/href\s*=\s*["']?https?:/i);
  });
});

describe('SIMULATOR_CATALOGUE', () => {
  test('one simulator per simulator agent, named after the agent\'s simulator name', () => {
    const simulatorAgents = AGENT_CATALOGUE.filter((a) => a.capabilities?.includes('simulator'));
    expect(SIMULATOR_CATALOGUE).toHaveLength(simulatorAgents.length);
    const simulatorSlugs: string[] = SIMULATOR_CATALOGUE.map((s) => s.agentSlug).sort();
    expect(simulatorSlugs).toEqual(simulatorAgents.map((a) => a.slug).sort());
    for (const s of SIMULATOR_CATALOGUE) {
      const agent = bySlug(s.agentSlug);
      expect(agent?.removed).toBe(false);
      expect(s.name).toBe(agent?.simulatorName ?? '');
    }
  });

  test('ids are unique UUID v4s, distinct from agent ids', () => {
    const ids = SIMULATOR_CATALOGUE.map((s) => s.id);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    const all = [...ids, ...AGENT_CATALOGUE.map((a) => a.id)];
    expect(new Set(all).size).toBe(all.length);
  });

  test('first prompts are 4–8 sentences of in-character instruction', () => {
    for (const s of SIMULATOR_CATALOGUE) {
      const sentences = s.firstPrompt.split(/(?<=[.!?])\s+/).filter((x) => x.trim().length > 0);
      expect(sentences.length).toBeGreaterThanOrEqual(4);
      expect(sentences.length).toBeLessThanOrEqual(8);
      expect(s.firstPrompt).toMatch(/not an assistant/i);
      expect(s.firstPrompt).toMatch(/never break character/i);
      expect(s.firstPrompt).toMatch(/respectful/i);
      expect(s.firstPrompt).toMatch(/short/i);
    }
  });
});
