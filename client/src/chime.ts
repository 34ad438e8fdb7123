let audio: AudioContext | null = null;

/**
 * Two short sine tones made on the spot (no sound file to download). Browsers start an AudioContext only after the
 * page has had a click, which every seated player has made; before that, or without Web Audio, it is silent.
 */
export function playChime() {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
    const start = audio.currentTime;
    for (const [i, freq] of [659.25, 987.77].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      const t = start + i * 0.12;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.15, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
      osc.connect(gain).connect(audio.destination);
      osc.start(t);
      osc.stop(t + 0.3);
    }
  } catch {
    /* no Web Audio here: the banner still says it is your turn */
  }
}
