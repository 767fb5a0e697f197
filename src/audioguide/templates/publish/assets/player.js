// audioguide: chapters and transcript sentences seek the episode's player, and the
// sentence being read is highlighted, kept in view and announced to screen readers
// when asked. Without this script every link still opens the MP3 at its time
// (a media fragment, #t=seconds) and every transcript can be read.
"use strict";

function setUpEpisode(section) {
  const audio = section.querySelector("audio");
  if (!audio) return;
  const cues = Array.from(section.querySelectorAll(".cue[data-start]"));
  const starts = cues.map((cue) => parseFloat(cue.dataset.start));
  const options = section.querySelector("[data-options]");
  const follow = section.querySelector("[data-follow]");
  const announce = section.querySelector("[data-announce]");
  const announcer = section.querySelector("[data-announcer]");
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let current = null;

  function seek(seconds) {
    audio.currentTime = seconds;
    const playing = audio.play();
    if (playing) playing.catch(() => {});  // a browser may refuse to start; the position is set
  }

  section.addEventListener("click", (event) => {
    const target = event.target.closest("[data-seek], .cue[data-start]");
    if (!target || !section.contains(target)) return;
    event.preventDefault();
    seek(parseFloat(target.dataset.seek ?? target.dataset.start));
  });

  function cueAt(time) {
    // The last cue that starts at or before `time`: it stays lit through the pause after it.
    let low = 0, high = starts.length - 1, found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle] <= time) { found = middle; low = middle + 1; } else { high = middle - 1; }
    }
    return found < 0 ? null : cues[found];
  }

  function keepInView(cue) {
    if (cue.closest("details:not([open])")) return;  // a transcript folded away stays folded
    cue.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
  }

  function speak(cue) {
    // The polite live region says the sentence once it is reached, as text (never markup).
    if (announcer) announcer.replaceChildren(cue ? cue.textContent : "");
  }

  function highlight() {
    const cue = cueAt(audio.currentTime);
    if (cue === current) return;
    if (current) current.classList.remove("current");
    current = cue;
    if (!cue) return;
    cue.classList.add("current");
    if (follow && follow.checked) keepInView(cue);
    if (announce && announce.checked) speak(cue);
  }

  audio.addEventListener("timeupdate", highlight);
  audio.addEventListener("seeked", highlight);
  if (follow) follow.addEventListener("change", () => { if (follow.checked && current) keepInView(current); });
  if (announce) announce.addEventListener("change", () => speak(null));
  if (options) options.hidden = false;
}

document.querySelectorAll("[data-episode]").forEach(setUpEpisode);
