"""The text layer: documents read into chapters, translated, framed by the narration templates and
prepared for the ear, sentence by sentence (readers, documents, catalogs, translated documents and
their alignment, scripts, speech preparation).

It knows nothing of voices, audio or publishing: it imports only :mod:`audioguide.config` and
:mod:`audioguide.common`.
"""
