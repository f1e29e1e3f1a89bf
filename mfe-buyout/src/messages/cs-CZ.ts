import type { Messages } from 'shared-ui';
import flowCsCZ from './flow.cs-CZ.ts';

// The buyout's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  'buyout.title': 'Výkup zařízení',
  'buyout.lead':
    'Prodejte nám telefon, tablet nebo chytré hodinky, které už nepoužíváte. Cenu znáte předem a peníze vám pošleme na účet.',
  'buyout.steps.title': 'Jak výkup probíhá',
  'buyout.steps.device': 'Vyberte zařízení',
  'buyout.steps.device.text': 'Zvolte typ, výrobce, model a barvu svého zařízení.',
  'buyout.steps.condition': 'Popište jeho stav',
  'buyout.steps.condition.text': 'Odpovězte na několik otázek o stavu zařízení a uvidíte nabízenou cenu.',
  'buyout.steps.sell': 'Prodejte',
  'buyout.steps.sell.text':
    'Vyplňte své údaje a číslo účtu, nebo si nabídku pošlete e-mailem a rozmyslete se později.',
  'buyout.appraisalComing.title': 'Online ocenění připravujeme.',
  'buyout.appraisalComing.text': 'Do té doby vám zařízení oceníme osobně v některém z výkupních center níže.',
  'buyout.centres.title': 'Výkupní centra',
  'buyout.centres.empty': 'Výkupní centra zatím nemáme',
  'buyout.centres.emptyHint': 'Jakmile nějaké otevřeme, najdete ho zde.',
  'buyout.error.title': 'Seznam výkupních center se nepodařilo načíst',
  ...flowCsCZ,
} satisfies Messages;

export default csCZ;
