import { describe, expect, test } from 'bun:test';
import { familyMember, rerankByFamilyMember } from './family-member';

describe('who the family member is to the user', () => {
  test('the first of the user’s own kin named as a person decides', () => {
    expect(familyMember('my dad keeps lending money to my brother, i need to say no to dad')).toBe('family-parents');
    expect(familyMember('how do i tell my older brother hes being a bad uncle to my kids')).toBe('family-siblings');
    expect(familyMember('mum keeps commenting on my weight')).toBe('family-parents');
    expect(familyMember('my 14 year old wont talk to me')).toBe('family-kids');
  });
  test('a possessor of a thing, another’s kin and a denied one are passed over', () => {
    expect(familyMember("my uncle borrowed my dad's truck")).toBe('family-relatives');
    expect(familyMember("my sister's wedding is next week and my mum wants to give a speech")).toBe('family-parents');
    expect(familyMember("it's not my sister this time, it's my mom")).toBe('family-parents');
    expect(familyMember('her mum keeps calling my sister')).toBe('family-siblings');
    expect(familyMember('we were close as kids but me and my brother barely text')).toBe('family-siblings');
  });
  test('the one the user means to talk to, or turns to, outweighs a messenger and the first named', () => {
    expect(familyMember('my mum wants me to sort it out but its my sister who keeps borrowing my clothes, how do i tell her')).toBe('family-siblings');
    expect(familyMember('my parents are fine, the problem is my brother who keeps taking money from them')).toBe('family-siblings');
    expect(familyMember("my sister moved out years ago so i'm the one my mum calls, i need to tell mum i can't")).toBe('family-parents');
    expect(familyMember('my grandad says racist things and my dad lets it slide, how do i say something to grandad')).toBe('family-relatives');
  });
  test('kin of kin and in-laws are relatives', () => {
    expect(familyMember("my stepdad's mum makes comments about my weight")).toBe('family-relatives');
    expect(familyMember("my husband's family speak their own language at dinner")).toBe('family-relatives');
    expect(familyMember('my mother in law turns up unannounced')).toBe('family-relatives');
    expect(familyMember('my sister-in-law makes digs')).toBe('family-relatives');
  });
  test('no kin of the user’s own: no reading', () => {
    expect(familyMember('as her teacher i have to call the parents')).toBeNull();
  });
  test('moves the person’s family type first only when a family type is on top', () => {
    const ranked = [{ type: 'family-siblings', score: 0.8 }, { type: 'family-parents', score: 0.1 }];
    expect(rerankByFamilyMember(ranked, 'my stepmom keeps making decisions about my little sister')[0]?.type).toBe('family-parents');
    const romance = [{ type: 'crush-taken', score: 0.5 }, { type: 'family-kids', score: 0.3 }];
    expect(rerankByFamilyMember(romance, 'my daughter is 16 and has a boyfriend')[0]?.type).toBe('crush-taken');
  });
});
