"""A package that adds a reader, a speech engine and an output to audioguide, each in one module.

Installed (or on ``sys.path`` with its ``.dist-info``), audioguide finds them
through the entry points ``audioguide.readers``, ``audioguide.engines`` and
``audioguide.outputs``; a guide uses them by naming them in ``audioguide.yml``::

    languages:
      - code: en
        engine: toy          # the engine, with options of its own
        options: {gap: 0.1}
    readers:
      - name: toy            # reads .toy files
        options: {skip: "#"}
    outputs:
      - name: playlist       # publishes an M3U playlist
        options: {file: all.m3u}

docs/plugins.md walks through each module.
"""
