import { describe, expect, test } from 'bun:test';
import { extractPeople } from './people';
import { understand } from './understand';

const mentions = (text: string) => extractPeople(text).map((p) => p.mention);

describe('people in other languages, chat slang and pasted chats (more-people-words.ts, f25)', () => {
  test('relations in Italian, Portuguese, French, German and Spanish, with their articles', () => {
    expect(mentions('mia cognata non mi parla più')).toContain('mia cognata');
    expect(mentions('o meu sogro critica tudo')).toContain('meu sogro');
    expect(mentions('les voisins font du bruit')).toContain('les voisins');
    expect(mentions('meine Kollegin ignoriert mich')).toContain('meine Kollegin');
    expect(mentions('mi suegra viene el domingo')).toContain('mi suegra');
  });
  test('chat slang for a flatmate is a person', () => {
    expect(mentions('my roomie eats my food')).toContain('my roomie');
  });
  test('the speakers of a pasted chat are people; a lone "Update:" line is not', () => {
    expect(mentions('Sam: u coming?\nMe: maybe\nSam: ok whatever')).toContain('Sam');
    expect(mentions('Update: she finally replied')).not.toContain('Update');
  });
  test('a capitalised word the facts read as a time or an event is no one in another language, nor a word of a chat name', () => {
    const de = understand('mein Bruder kommt jede Nacht um 2 Uhr nach Hause');
    expect(de.people.map((p) => p.mention)).toEqual(['mein Bruder']);
    const chat = understand('they removed me from the "Gym Girls" whatsapp group');
    expect(chat.people.map((p) => p.mention)).not.toContain('Gym');
    expect(understand('since Jake left on Friday i cant sleep').people.map((p) => p.mention)).toContain('Jake');
  });
});
