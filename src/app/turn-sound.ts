/**
 * The sound a page may make when a turn becomes the player's: off unless the player turns it on
 * (the choice is kept in this browser). Two short soft notes, made with the Web Audio API, so no
 * sound file is loaded.
 */
const KEY = 'peer-table:turn-sound';

export function turnSoundOn(): boolean {
  return localStorage.getItem(KEY) === 'on';
}

export function setTurnSound(on: boolean): void {
  if (on) localStorage.setItem(KEY, 'on');
  else localStorage.removeItem(KEY);
}

/** Rings once each time the turn becomes the player's: not while it stays theirs, nor when a table opens on their turn. */
export class TurnBell {
  private mine: boolean | null = null;

  /** Notes whether it is the player's turn now; true when that just began. */
  changed(myTurn: boolean): boolean {
    const began = this.mine === false && myTurn;
    this.mine = myTurn;
    return began;
  }

  /** Another table (or none): its first turn rings only once it has been seen not to be the player's. */
  reset(): void {
    this.mine = null;
  }
}

let audio: AudioContext | null = null;

/** Plays the turn sound (about 0.3 s); resolves to the notes' oscillators, for tests. Silent where audio is refused. */
export function chime(): OscillatorNode[] {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    return [660, 880].map((hz, i) => {
      const at = start + i * 0.12;
      const tone = audio!.createOscillator();
      const gain = audio!.createGain();
      tone.type = 'sine';
      tone.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      tone.connect(gain).connect(audio!.destination);
      tone.start(at);
      tone.stop(at + 0.2);
      return tone;
    });
  } catch {
    return [];
  }
}
