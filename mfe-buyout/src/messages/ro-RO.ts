import type csCZ from './cs-CZ.ts';
import flowRoRO from './flow.ro-RO.ts';

// The buyout's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  'buyout.title': 'Răscumpărarea dispozitivelor',
  'buyout.lead':
    'Vindeți-ne telefonul, tableta sau ceasul inteligent pe care nu le mai folosiți. Cunoașteți prețul dinainte, iar banii vi-i trimitem în cont.',
  'buyout.steps.title': 'Cum funcționează răscumpărarea',
  'buyout.steps.device': 'Alegeți dispozitivul',
  'buyout.steps.device.text': 'Alegeți tipul, producătorul, modelul și culoarea dispozitivului.',
  'buyout.steps.condition': 'Descrieți starea lui',
  'buyout.steps.condition.text':
    'Răspundeți la câteva întrebări despre starea dispozitivului și vedeți prețul oferit.',
  'buyout.steps.sell': 'Vindeți',
  'buyout.steps.sell.text':
    'Completați datele și contul bancar sau trimiteți-vă oferta pe e-mail și decideți mai târziu.',
  'buyout.appraisalComing.title': 'Pregătim evaluarea online.',
  'buyout.appraisalComing.text':
    'Până atunci, vă evaluăm dispozitivul personal în unul dintre centrele de răscumpărare de mai jos.',
  'buyout.centres.title': 'Centre de răscumpărare',
  'buyout.centres.empty': 'Momentan nu avem centre de răscumpărare',
  'buyout.centres.emptyHint': 'Imediat ce deschidem unul, îl veți găsi aici.',
  'buyout.error.title': 'Lista centrelor de răscumpărare nu a putut fi încărcată',
  ...flowRoRO,
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;
