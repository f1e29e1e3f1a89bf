import type { ScanTone } from 'shared-domain/contracts/staff.ts';
import { toneNotes } from './scan-tones.ts';

let context: AudioContext | null = null;

/** Plays the tone's notes one after another on a Web Audio oscillator; silent where there is none. */
export function playScanTone(tone: ScanTone): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    let at = context.currentTime;
    for (const note of toneNotes[tone]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.wave;
      oscillator.frequency.value = note.frequency;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + note.ms / 1000);
      // A short gap keeps two notes of the same pitch apart.
      at += note.ms / 1000 + 0.05;
    }
  } catch {
    // A browser that refuses audio (autoplay rules) still shows the colour and the message.
  }
}
