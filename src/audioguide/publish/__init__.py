"""The publishing layer: each language's release and the outputs that write it (episode files and
transcripts, the feed, the site, EPUB, M4B, Opus), the output folder's transactional staging, and the
guide's lasting identities (feed guids).

It builds on :mod:`audioguide.audio` and below.
"""
