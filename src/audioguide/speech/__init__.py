"""The speech layer: what each language says and in which voice (the plan of every cue and its key),
the speech engines behind one interface, synthesis in parallel, and the content-addressed cue cache.

It builds on :mod:`audioguide.text`; it knows nothing of episodes' audio or of publishing.
"""
