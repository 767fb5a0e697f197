"""The audio layer: an episode's cues assembled with their pauses, brought to the loudness target,
encoded and tagged (ffmpeg, loudness, ID3 tags and chapters, cover art), and the episode cache.

It builds on :mod:`audioguide.speech`; it knows nothing of feeds, pages or outputs.
"""
