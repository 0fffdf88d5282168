import type { FactKind } from './types';

/**
 * Body, health and food details (issue #21, helper f28). noun-phrases.ts leaves a body part out as no thing at stake
 * ("my hands", "his face"); it is one where it is hurt or named in pain ("broke his arm", "my back has been killing
 * me", "hurt my shoulder"). Conditions and diets a person lives with ("coeliac", "lactose intolerant", "vegan", "had a
 * stroke", "snores") and the foods at stake ("cant have sugar", "gluten in everything", "allergic to peanuts") are
 * named wherever they stand: none of these words means anything else in a message about people.
 */
const BODY = '(?:left |right )?(?:arm|arms|leg|legs|wrist|ankle|knee|knees|shoulder|back|neck|hip|hand|foot|feet|finger|toe|elbow|ribs?|nose|jaw|tooth|teeth|head|collarbone|spine|stomach)';
const HURT = new RegExp(String.raw`\b(?:broke|broken|hurt|injured|sprained|twisted|pulled|dislocated|fractured|bruised|banged|bad|sore|dodgy|busted|done in)\s(?:(?:his|her|my|their|your|a)\s)?${BODY}\b`, 'giu');
const IN_PAIN = new RegExp(String.raw`\b(?:my|his|her|their)\s(${BODY}\s(?:is\s|was\s|has been\s|keeps\s|is still\s)?(?:killing|hurting|aching|sprained|broken|swollen|sore|playing up|hurts?|aches?|giving (?:me|him|her) (?:grief|trouble)))`, 'giu');
const CONDITIONS = /\b(?:coeliac|celiac|diabetes|diabetic|lactose intolerant|gluten[- ]free|vegan|vegetarian|veggie|pescatarian|halal|kosher|anorexi(?:a|c)|bulimi(?:a|c)|eating disorder|dementia|alzheimer'?s|asthma|epilep(?:sy|tic)|concussion|food poisoning|cancer|(?:a|mini) stroke|heart attack|(?:nut|peanut|dairy|gluten|egg|shellfish) allergy|allerg(?:y|ies)|insomnia|hungover|hangover|migraines?|snor(?:es|ing)|sleep apnea|a cough|the flu|long covid|sick days?|check[- ]?ups?|blood pressure|chemo)\b/giu;
const FOODS = /\b(?:sugar|gluten|dairy|lactose|peanuts?|shellfish|pasta|pizza|lamb|pork|meat|chicken(?! out)|fish|eggs|cheese|rice|curry|sushi|burgers?|chocolate|sweets|candy|crisps|biscuits|cookies|junk food|fast food|alcohol|booze|vodka|fizzy drinks|energy drinks|caffeine|cakes?)\b/giu;

export const BODY_FOOD_RULES: [FactKind, RegExp][] = [
  ['item', HURT],
  ['item', IN_PAIN],
  ['item', CONDITIONS],
  ['item', FOODS],
];
