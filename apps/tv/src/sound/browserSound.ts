import type { AnnouncerOptions, AudioLike, SpeechLike, UtteranceLike } from './announcer.js';

type BrowserGlobals = Partial<{
  speechSynthesis: unknown;
  SpeechSynthesisUtterance: new (text: string) => unknown;
  AudioContext: new () => unknown;
  navigator: { userActivation?: { hasBeenActive: boolean } };
}>;

/** The browser's speech and Web Audio for the announcer, or nulls where the browser lacks them. */
export function browserSound(scope: BrowserGlobals = globalThis as BrowserGlobals): Pick<AnnouncerOptions, 'speech' | 'createUtterance' | 'createAudio' | 'hasBeenActive'> {
  const Utterance = scope.SpeechSynthesisUtterance;
  const speech = scope.speechSynthesis && Utterance ? (scope.speechSynthesis as SpeechLike) : null;
  const Audio = scope.AudioContext;
  return {
    speech,
    createUtterance: (text) => (Utterance ? (new Utterance(text) as UtteranceLike) : ({ text } as UtteranceLike)),
    createAudio: Audio ? () => new Audio() as AudioLike : null,
    hasBeenActive: () => scope.navigator?.userActivation?.hasBeenActive ?? true,
  };
}
