import type { ScanOutcome, ScanTone } from 'shared-domain/contracts/staff.ts';

/** How each outcome sounds and looks: a packer hears whether to look up at all. */
export const toneOfOutcome: Record<ScanOutcome, ScanTone> = {
  ok: 'ok',
  finished: 'ok',
  handed_over: 'ok',
  skipped: 'ok',
  undone: 'ok',
  order_cancelled: 'ok',
  confirm: 'attention',
  serial_required: 'attention',
  crate_empty: 'attention',
  crate_leased: 'attention',
  incomplete: 'attention',
  carrier_failed: 'attention',
  nothing_to_undo: 'attention',
  not_now: 'attention',
  already_scanned: 'already',
  not_in_order: 'wrong',
  too_many: 'wrong',
  serial_invalid: 'wrong',
  serial_taken: 'wrong',
  unknown: 'unknown',
  cancelled: 'cancelled',
  handover_refused: 'cancelled',
};

/** Notes per tone (Hz, ms): one high beep for ok, a low buzz for wrong, a falling pair for cancelled… */
export const toneNotes: Record<ScanTone, { frequency: number; ms: number; wave: OscillatorType }[]> = {
  ok: [{ frequency: 1320, ms: 90, wave: 'sine' }],
  already: [
    { frequency: 880, ms: 80, wave: 'sine' },
    { frequency: 880, ms: 80, wave: 'sine' },
  ],
  wrong: [{ frequency: 220, ms: 350, wave: 'square' }],
  unknown: [
    { frequency: 440, ms: 120, wave: 'triangle' },
    { frequency: 330, ms: 120, wave: 'triangle' },
  ],
  cancelled: [
    { frequency: 660, ms: 200, wave: 'sawtooth' },
    { frequency: 330, ms: 400, wave: 'sawtooth' },
  ],
  attention: [
    { frequency: 660, ms: 100, wave: 'sine' },
    { frequency: 990, ms: 100, wave: 'sine' },
  ],
};
